import { Flex, Heading, Text } from '@radix-ui/themes'
import { IconInbox, type Icon as TablerIcon } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** A way forward: "Create the first invoice", "Clear filters". */
  action?: ReactNode
  icon?: TablerIcon
  /** The heading level that fits where the state sits in the page. */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/** What an empty list or panel shows instead of nothing: what is missing and what to do. */
export function EmptyState({
  title,
  description,
  action,
  icon: Glyph = IconInbox,
  headingLevel = 'h3',
}: EmptyStateProps) {
  return (
    <Flex direction="column" align="center" gap="2" py="6" px="4" style={{ textAlign: 'center' }}>
      <Flex
        align="center"
        justify="center"
        width="48px"
        height="48px"
        style={{ borderRadius: '50%', background: 'var(--gray-a3)', color: 'var(--gray-11)' }}
      >
        <Glyph size={24} aria-hidden="true" />
      </Flex>
      <Heading as={headingLevel} size="3">
        {title}
      </Heading>
      {description && (
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      )}
      {action && <Flex mt="2">{action}</Flex>}
    </Flex>
  )
}
