import { Flex, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { DateInput } from '@/lib/format'
import { useFormat } from '../format/useFormat'
import { STATUS_COLORS, type StatusTone } from '../status-badge/StatusBadge'
import './timeline.css'

export interface TimelineItem {
  id: string
  title: ReactNode
  description?: ReactNode
  /** When it happened: an instant or a calendar day. */
  at: DateInput
  /** The dot's colour: what kind of event it was. */
  tone?: StatusTone | 'accent'
}

interface TimelineProps {
  items: readonly TimelineItem[]
  /** "3 hours ago" (recent activity) or the date and time (a shipment's history). */
  time?: 'relative' | 'absolute'
}

/** Events in order along a line at the inline start (activity, a shipment's progress). */
export function Timeline({ items, time = 'relative' }: TimelineProps) {
  const format = useFormat()
  return (
    <ol className="timeline">
      {items.map((item) => {
        const iso =
          item.at instanceof Date
            ? item.at.toISOString()
            : typeof item.at === 'number'
              ? new Date(item.at).toISOString()
              : item.at
        return (
          <li key={item.id} className="timeline__item">
            <span
              className="timeline__dot"
              aria-hidden="true"
              data-accent-color={item.tone && item.tone !== 'accent' ? STATUS_COLORS[item.tone] : undefined}
            />
            <Flex direction="column" gap="1">
              <Flex justify="between" gap="3" wrap="wrap">
                <Text size="2" weight="medium">
                  {item.title}
                </Text>
                <Text size="1" color="gray" asChild>
                  <time dateTime={iso}>
                    {time === 'relative' ? format.relative(item.at) : format.dateTime(item.at)}
                  </time>
                </Text>
              </Flex>
              {item.description && (
                <Text size="2" color="gray">
                  {item.description}
                </Text>
              )}
            </Flex>
          </li>
        )
      })}
    </ol>
  )
}
