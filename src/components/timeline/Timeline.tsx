import { Flex, Skeleton, Text } from '@radix-ui/themes'
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
  /** An icon (`aria-hidden`) or an avatar drawn on the line in place of the dot, in the tone's colour. */
  marker?: ReactNode
}

interface TimelineProps {
  items: readonly TimelineItem[]
  /** "3 hours ago" (recent activity) or the date and time (a shipment's history). */
  time?: 'relative' | 'absolute'
  /** Filled dots, or rings for a lighter look. */
  variant?: 'solid' | 'outline'
}

const isoOf = (at: DateInput) =>
  at instanceof Date ? at.toISOString() : typeof at === 'number' ? new Date(at).toISOString() : at

/** Events in order along a line at the inline start (activity, a shipment's progress). */
export function Timeline({ items, time = 'relative', variant = 'solid' }: TimelineProps) {
  const format = useFormat()
  const withMarkers = items.some((item) => item.marker !== undefined)
  return (
    <ol className="timeline" data-variant={variant} data-markers={withMarkers ? '' : undefined}>
      {items.map((item) => (
        <li key={item.id} className="timeline__item">
          <span
            className={item.marker === undefined ? 'timeline__dot' : 'timeline__dot timeline__marker'}
            aria-hidden="true"
            data-accent-color={item.tone && item.tone !== 'accent' ? STATUS_COLORS[item.tone] : undefined}
          >
            {item.marker}
          </span>
          <Flex direction="column" gap="1">
            <Flex justify="between" gap="3" wrap="wrap">
              <Text size="2" weight="medium">
                {item.title}
              </Text>
              <Text size="1" color="gray" asChild>
                <time dateTime={isoOf(item.at)}>
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
      ))}
    </ol>
  )
}

interface TimelineSkeletonProps {
  /** How many events to sketch while they load. */
  rows?: number
  /** Said to assistive technology while loading: "Loading the activity…" (translated). */
  label: string
}

/** The timeline's shape while its events load: the same line and dots, grey bars for the words. */
export function TimelineSkeleton({ rows = 3, label }: TimelineSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      <ol className="timeline" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="timeline__item">
            <span className="timeline__dot" data-accent-color="gray" />
            <Flex direction="column" gap="2">
              <Flex justify="between" gap="3">
                <Skeleton width="45%" height="14px" />
                <Skeleton width="64px" height="12px" />
              </Flex>
              <Skeleton width="80%" height="12px" />
            </Flex>
          </li>
        ))}
      </ol>
    </div>
  )
}
