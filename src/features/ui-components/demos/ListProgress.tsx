import { useLingui } from '@lingui/react/macro'
import { Progress, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import '../lists.css'

/**
 * A progress per row: each bar is named by its row and reads its value, and the figure is written
 * beside it; over 90% of the quota turns amber (with the words, not the colour alone, saying so).
 */
export default function ListProgress() {
  const { t } = useLingui()
  const format = useFormat()
  const automations = [
    { id: 'price', name: t`Price in DM`, sent: 1840, quota: 2000 },
    { id: 'welcome', name: t`Welcome new followers`, sent: 620, quota: 2000 },
    { id: 'mentions', name: t`Thank story mentions`, sent: 95, quota: 500 },
  ]
  return (
    <ul className="uica-list" aria-label={t`DMs sent this month`}>
      {automations.map(({ id, name, sent, quota }) => {
        const ratio = sent / quota
        const nearly = ratio > 0.9
        const used = format.number(sent)
        const limit = format.number(quota)
        return (
          <li key={id} style={{ flexDirection: 'column', alignItems: 'stretch', gap: 'var(--space-1)' }}>
            <Text size="2" weight="medium">
              {name}
            </Text>
            <Progress value={ratio * 100} color={nearly ? 'amber' : undefined} aria-label={name} />
            <Text size="1" color="gray">
              {nearly ? t`${used} of ${limit} DMs: nearly at the limit` : t`${used} of ${limit} DMs`}
            </Text>
          </li>
        )
      })}
    </ul>
  )
}
