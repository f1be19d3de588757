import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { useId, useState, type FormEvent } from 'react'
import { ChipGroup } from '@/components/chip'

/**
 * Input chips: each keyword a comment must contain to trigger the automation. Delete or Backspace
 * removes the focused chip; the field adds one.
 */
export default function ChipInput() {
  const { t } = useLingui()
  const fieldId = useId()
  const [keywords, setKeywords] = useState(['PRICE', 'LINK', 'SHIPPING'])
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')

  const add = (event: FormEvent) => {
    event.preventDefault()
    const keyword = draft.trim().toLocaleUpperCase()
    if (!keyword) return setError(t`Type a keyword first.`)
    if (keywords.includes(keyword)) return setError(t`“${keyword}” is already a keyword.`)
    setKeywords([...keywords, keyword])
    setDraft('')
    setError('')
  }

  return (
    <Flex direction="column" gap="3">
      <ChipGroup
        label={t`Keywords`}
        items={keywords.map((keyword) => ({ value: keyword, label: keyword }))}
        onRemove={(removed) => setKeywords(keywords.filter((keyword) => keyword !== removed))}
      />
      {keywords.length === 0 && (
        <Text size="2" color="gray">
          <Trans>No keyword: the automation answers every comment.</Trans>
        </Text>
      )}
      <form onSubmit={add}>
        <Flex gap="2" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={fieldId} size="2" weight="medium">
              <Trans>New keyword</Trans>
            </Text>
            <TextField.Root
              id={fieldId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
          </Flex>
          <Button type="submit" variant="soft">
            <Trans>Add</Trans>
          </Button>
        </Flex>
        {error && (
          <Text id={`${fieldId}-error`} size="2" color="red" role="alert">
            {error}
          </Text>
        )}
      </form>
    </Flex>
  )
}
