import { Trans } from '@lingui/react/macro'
import { Card, Flex, Text } from '@radix-ui/themes'
import { IconTrendingDown, IconTrendingUp, type Icon as TablerIcon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormat } from '../format/useFormat'
import { STATUS_COLORS, type StatusTone } from '../status-badge/StatusBadge'

interface StatCardProps {
  label: ReactNode
  /** Already formatted (useFormat: money, number, percent). */
  value: ReactNode
  /** Change against the previous period as a ratio (0.12 for +12 %). */
  change?: number
  /** The period compared with ("vs last week"). */
  changeLabel?: ReactNode
  /** Whether a rise is good news (sales) or bad (late deliveries). Default: a rise is good. */
  riseIsGood?: boolean
  icon?: TablerIcon
  /** The icon's colour: the accent, or a fixed meaning. */
  tone?: StatusTone | 'accent'
  footer?: ReactNode
}

/** One figure with its trend: the dashboards' statistic cards. */
export function StatCard({
  label,
  value,
  change,
  changeLabel,
  riseIsGood = true,
  icon: Glyph,
  tone = 'accent',
  footer,
}: StatCardProps) {
  const format = useFormat()
  const rising = change !== undefined && change > 0
  const good = change === undefined || change === 0 ? null : rising === riseIsGood
  const color = tone === 'accent' ? undefined : STATUS_COLORS[tone]
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="start" gap="3">
          <Text size="2" color="gray">
            {label}
          </Text>
          {Glyph && (
            <Flex
              align="center"
              justify="center"
              width="36px"
              height="36px"
              data-accent-color={color}
              style={{ borderRadius: 'var(--radius-3)', background: 'var(--accent-a3)', color: 'var(--accent-11)' }}
            >
              <Glyph size={20} aria-hidden="true" />
            </Flex>
          )}
        </Flex>
        <Text size="6" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        {change !== undefined && (
          <Flex align="center" gap="1" wrap="wrap">
            <Text
              size="2"
              weight="medium"
              color={good === null ? 'gray' : good ? STATUS_COLORS.success : STATUS_COLORS.danger}
            >
              <Flex as="span" align="center" gap="1">
                {rising ? (
                  <IconTrendingUp size={16} aria-hidden="true" />
                ) : change < 0 ? (
                  <IconTrendingDown size={16} aria-hidden="true" />
                ) : null}
                <span>
                  {rising ? (
                    <Trans>up {format.percent(Math.abs(change))}</Trans>
                  ) : change < 0 ? (
                    <Trans>down {format.percent(Math.abs(change))}</Trans>
                  ) : (
                    <Trans>no change</Trans>
                  )}
                </span>
              </Flex>
            </Text>
            {changeLabel && (
              <Text size="2" color="gray">
                {changeLabel}
              </Text>
            )}
          </Flex>
        )}
        {footer}
      </Flex>
    </Card>
  )
}
