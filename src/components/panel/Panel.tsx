import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useId, type ReactNode } from 'react'
import { DrawnLater } from '../deferred'

interface PanelProps {
  title: ReactNode
  /** One line under the title: the period, what the figures count. */
  description?: ReactNode
  /** At the heading's end: a link, a menu, tabs. */
  action?: ReactNode
  headingLevel?: 'h2' | 'h3'
  children: ReactNode
}

/** A dashboard card: a region named by its heading, the figures under it. */
export function Panel({ title, description, action, headingLevel = 'h2', children }: PanelProps) {
  const headingId = useId()
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
        <Flex justify="between" align="start" gap="2" mb="3" wrap="wrap">
          <Box>
            <Heading id={headingId} as={headingLevel} size="3">
              {title}
            </Heading>
            {description && (
              <Text as="p" size="1" color="gray">
                {description}
              </Text>
            )}
          </Box>
          {action}
        </Flex>
        <DrawnLater>{children}</DrawnLater>
      </section>
    </Card>
  )
}
