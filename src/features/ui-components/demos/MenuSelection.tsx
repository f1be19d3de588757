import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'

type Source = 'comments' | 'messages' | 'mentions'
type Sort = 'newest' | 'oldest' | 'unanswered'

/** Checkbox items toggle and keep the menu open (a filter); radio items pick one of several (a sort). */
export default function MenuSelection() {
  const { t } = useLingui()
  const format = useFormat()
  const [sources, setSources] = useState<Record<Source, boolean>>({ comments: true, messages: true, mentions: false })
  const [sort, setSort] = useState<Sort>('newest')
  const labels: Record<Source, string> = {
    comments: t`Comments`,
    messages: t`Direct messages`,
    mentions: t`Story mentions`,
  }
  const sortLabels: Record<Sort, string> = {
    newest: t`Newest first`,
    oldest: t`Oldest first`,
    unanswered: t`Unanswered first`,
  }
  const shown = (Object.keys(labels) as Source[]).filter((source) => sources[source]).map((source) => labels[source])
  const list = format.list(shown)
  const order = sortLabels[sort]
  return (
    <Flex direction="column" gap="3" align="start">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            <Trans>View</Trans>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>
            <Trans>Show</Trans>
          </DropdownMenu.Label>
          {(Object.keys(labels) as Source[]).map((source) => (
            <DropdownMenu.CheckboxItem
              key={source}
              checked={sources[source]}
              onCheckedChange={(checked) => setSources((now) => ({ ...now, [source]: checked }))}
              // Keep the menu open to tick several in a row.
              onSelect={(event) => event.preventDefault()}
            >
              {labels[source]}
            </DropdownMenu.CheckboxItem>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Label>
            <Trans>Sort</Trans>
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={sort} onValueChange={(value) => setSort(value as Sort)}>
            {(Object.keys(sortLabels) as Sort[]).map((each) => (
              <DropdownMenu.RadioItem key={each} value={each}>
                {sortLabels[each]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        {shown.length > 0 ? (
          <Trans>
            Shown: {list}. Order: {order}.
          </Trans>
        ) : (
          <Trans>Nothing is shown: tick at least one source.</Trans>
        )}
      </Text>
    </Flex>
  )
}
