import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text, TextArea } from '@radix-ui/themes'
import { useId, useMemo, useState } from 'react'
import { useFormat } from '@/components/format'

/** Instagram's limit for a profile bio. */
const LIMIT = 150

/**
 * A character counter that counts what a person sees: Intl.Segmenter splits the text into
 * graphemes, so "☕" or a flag counts as one, as Instagram counts them (String.length says 2 or 4).
 */
export default function TextareaCounter() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const inputId = useId()
  const counterId = useId()
  const [bio, setBio] = useState(t`Small-batch coffee roasted in Lyon ☕🇫🇷 Order by DM`)
  const segmenter = useMemo(() => new Intl.Segmenter(i18n.locale, { granularity: 'grapheme' }), [i18n.locale])
  const length = [...segmenter.segment(bio)].length
  const over = length > LIMIT
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        <Trans>Profile bio</Trans>
      </Text>
      <TextArea
        id={inputId}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        rows={3}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
        color={over ? 'red' : undefined}
      />
      <Flex justify="between" gap="2">
        <Text size="1" color="gray">
          <Trans>Emoji and flags count as one character.</Trans>
        </Text>
        {/* Announced once typing pauses, not at every key. */}
        <Text id={counterId} size="1" color={over ? 'red' : 'gray'} aria-live="polite" className="forms-inputs-counter">
          {over
            ? t`${plural(length - LIMIT, { one: '# character too many', other: '# characters too many' })}`
            : `${format.number(length)} / ${format.number(LIMIT)}`}
        </Text>
      </Flex>
    </Flex>
  )
}
