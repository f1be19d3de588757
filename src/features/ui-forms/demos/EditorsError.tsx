import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { hasText, type RichText } from '@/domain/richText'

/** A required text: saving it empty marks the box invalid, ties the message to it, and typing clears it. */
export default function EditorsError() {
  const { t } = useLingui()
  const errorId = useId()
  const [doc, setDoc] = useState<RichText | null>(null)
  const [error, setError] = useState(false)
  const [saved, setSaved] = useState<RichText | null>(null)
  const save = () => {
    if (!doc || !hasText(doc)) return setError(true)
    setSaved(doc)
  }
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium" aria-hidden>
        <Trans>Away message</Trans>
        <Text color="red"> *</Text>
      </Text>
      <RichTextEditor
        label={t`Away message`}
        onChange={(next) => {
          setDoc(next)
          if (hasText(next)) setError(false)
        }}
        invalid={error}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <Text id={errorId} size="1" color="red">
          <Trans>Write the message sent while your team is away.</Trans>
        </Text>
      )}
      <Flex>
        <Button onClick={save}>
          <Trans>Save</Trans>
        </Button>
      </Flex>
      {saved && <RichTextView doc={saved} />}
    </Flex>
  )
}
