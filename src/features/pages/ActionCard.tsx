import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes'
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { useFormat } from '@/components/format'
import { Tooltip } from '@/components/Tooltip'

interface ActionCardProps {
  title: string
  /** When its data was last fetched (ms); shown under the title. */
  updatedAt: number
  /** Fetches the card's data again; the card is covered while it runs. */
  onRefresh(): Promise<unknown>
  onRemove(): void
  children: ReactNode
}

/**
 * A card with the template's three header actions: collapse (the body hides, the header stays),
 * refresh (a loading overlay covers the body until the data is back) and remove. Each is a
 * labelled button, so keyboard and screen-reader users get them too.
 */
export function ActionCard({ title, updatedAt, onRefresh, onRemove, children }: ActionCardProps) {
  const { t } = useLingui()
  const format = useFormat()
  const bodyId = useId()
  const [collapsed, setCollapsed] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    setRefreshing(true)
    try {
      await onRefresh()
    } finally {
      setRefreshing(false)
    }
  }
  const updated = format.dateTime(updatedAt)
  return (
    <Card size="2" asChild>
      <section aria-label={title} aria-busy={refreshing} className="action-card">
        <Flex justify="between" align="start" gap="2">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="3">
              {title}
            </Heading>
            <Text size="1" color="gray">
              <Trans>Updated {updated}</Trans>
            </Text>
          </Flex>
          <Flex gap="1">
            <Tooltip content={collapsed ? t`Expand` : t`Collapse`}>
              <IconButton
                variant="ghost"
                color="gray"
                aria-label={collapsed ? t`Expand ${title}` : t`Collapse ${title}`}
                aria-expanded={!collapsed}
                aria-controls={bodyId}
                onClick={() => setCollapsed(!collapsed)}
              >
                {collapsed ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
              </IconButton>
            </Tooltip>
            <Tooltip content={t`Refresh`}>
              <IconButton
                variant="ghost"
                color="gray"
                aria-label={t`Refresh ${title}`}
                disabled={refreshing}
                onClick={() => void refresh()}
              >
                <IconRefresh size={18} />
              </IconButton>
            </Tooltip>
            <Tooltip content={t`Remove`}>
              <IconButton variant="ghost" color="gray" aria-label={t`Remove ${title}`} onClick={onRemove}>
                <IconX size={18} />
              </IconButton>
            </Tooltip>
          </Flex>
        </Flex>
        <div id={bodyId} hidden={collapsed} className="action-card__body">
          {children}
          {refreshing && (
            <div className="action-card__overlay" role="status">
              <Spinner size="3" />
              <Text size="2">
                <Trans>Refreshing…</Trans>
              </Text>
            </div>
          )}
        </div>
      </section>
    </Card>
  )
}
