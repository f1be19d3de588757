import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useFormat } from '@/components/format'
import { NamedSlider } from '@/components/slider'
import { parseLocaleNumber } from '@/lib/format'

const MIN = 0
const MAX = 200
/** The two prices stay at least this far apart. */
const GAP = 10

/**
 * A price range with two thumbs and two fields kept in step: moving a thumb rewrites its field,
 * a typed price (in the language's own digits and separators) moves its thumb once the field is left.
 */
export default function RangeSliderPrice() {
  const { t } = useLingui()
  const format = useFormat()
  const [range, setRange] = useState<[number, number]>([20, 80])
  // Whole euros: the thumbs move by one euro.
  const money = (value: number) =>
    format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
  return (
    <Flex direction="column" gap="4">
      <Text size="2" weight="medium">
        <Trans>Coffee price</Trans>{' '}
        <Text color="gray" weight="regular">
          {/* bdi keeps "€20 – €80" in order inside an Arabic sentence. */}
          <bdi>
            {money(range[0])} – {money(range[1])}
          </bdi>
        </Text>
      </Text>
      <NamedSlider
        value={range}
        onValueChange={([low = MIN, high = MAX]) => setRange([low, high])}
        min={MIN}
        max={MAX}
        minStepsBetweenThumbs={GAP}
        thumbLabels={[t`Lowest price`, t`Highest price`]}
        valueText={money}
      />
      <Flex gap="3" wrap="wrap">
        <PriceInput
          label={t`Lowest price`}
          value={range[0]}
          // A typed price is kept within the bounds and at least GAP below the other end.
          onCommit={(low) => setRange(([, high]) => [clamp(low, MIN, high - GAP), high])}
        />
        <PriceInput
          label={t`Highest price`}
          value={range[1]}
          onCommit={(high) => setRange(([low]) => [low, clamp(high, low + GAP, MAX)])}
        />
      </Flex>
    </Flex>
  )
}

function PriceInput({ label, value, onCommit }: { label: string; value: number; onCommit: (value: number) => void }) {
  const format = useFormat()
  const id = useId()
  // The text being typed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    const typed = draft === null ? null : parseLocaleNumber(format.locale, draft)
    if (typed !== null && Number.isFinite(typed)) onCommit(Math.round(typed))
    setDraft(null)
  }
  return (
    <Flex direction="column" gap="1" flexGrow="1" flexBasis="8rem">
      <Text as="label" htmlFor={id} size="1" color="gray">
        {label}
      </Text>
      <TextField.Root
        id={id}
        inputMode="numeric"
        value={draft ?? format.number(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      >
        <TextField.Slot>€</TextField.Slot>
      </TextField.Root>
    </Flex>
  )
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
