import { Trans } from '@lingui/react/macro'
import { Button, Flex, Skeleton, Text } from '@radix-ui/themes'
import { IconChartBar, IconTable } from '@tabler/icons-react'
import { Suspense, useId, useState, type ReactNode } from 'react'
import { useDrawnAfterOpening } from '../deferred'
import { ChartTable, type ChartTableData } from './ChartTable'

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

interface ChartFrameProps {
  title: string
  summary?: string
  hideTitle?: boolean
  height: number
  table: ChartTableData
  /** The chart itself, lazily loaded: Recharts arrives in its own chunk. */
  children: ReactNode
}

/**
 * What every chart sits in: a caption, the picture (an image named by the title and described by
 * the summary) in a space reserved at its final height, and a switch to read the same figures as
 * a table.
 */
export function ChartFrame({ title, summary, hideTitle, height, table, children }: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false)
  const summaryId = useId()
  // On a screen a navigation opens, the picture is drawn in a render of its own once the page
  // around it has committed: the heading and frames show at once and the charts a moment later,
  // and no chart's drawing (Recharts' SVG, the costliest part of such a page) holds the click back.
  const drawn = useDrawnAfterOpening()
  const placeholder = <Skeleton width="100%" height={`${height}px`} />
  return (
    <Flex asChild direction="column" gap="2" m="0">
      <figure>
        <Flex justify="between" align="center" gap="2">
          <Text asChild size="2" weight="medium" style={hideTitle ? VISUALLY_HIDDEN : undefined}>
            <figcaption>{title}</figcaption>
          </Text>
          <Button
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            style={{ marginInlineStart: 'auto' }}
          >
            {asTable ? <IconChartBar size={14} aria-hidden="true" /> : <IconTable size={14} aria-hidden="true" />}
            {asTable ? <Trans>Show as chart</Trans> : <Trans>Show as table</Trans>}
          </Button>
        </Flex>
        {summary && (
          <span id={summaryId} style={VISUALLY_HIDDEN}>
            {summary}
          </span>
        )}
        {/* The table may scroll inside the reserved height: a named region the keyboard can reach. */}
        <div
          style={{ height, overflow: asTable ? 'auto' : undefined }}
          {...(asTable ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {})}
        >
          {asTable ? (
            <ChartTable title={title} data={table} />
          ) : (
            <div
              role="img"
              aria-label={title}
              aria-describedby={summary ? summaryId : undefined}
              style={{ width: '100%', height: '100%' }}
            >
              <Suspense fallback={placeholder}>{drawn ? children : placeholder}</Suspense>
            </div>
          )}
        </div>
      </figure>
    </Flex>
  )
}
