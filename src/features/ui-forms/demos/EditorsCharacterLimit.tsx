import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useFormat } from '@/components/format'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { paragraphsDoc, plainTextOf, type RichText } from '@/domain/richText'

/** Instagram cuts a comment reply at 300 characters. */
const LIMIT = 300
const START = paragraphsDoc(['Hi! Our Ethiopia Guji is back in stock, and your code SPRING10 still works.'])

/** A counter under the editor; past the limit the box turns invalid and says why, and Save waits. */
export default function EditorsCharacterLimit() {
  const { t } = useLingui()
  const format = useFormat()
  const counterId = useId()
  const [doc, setDoc] = useState<RichText>(START)
  const [saved, setSaved] = useState<RichText | null>(null)
  const length = plainTextOf(doc).length
  const over = length > LIMIT
  const count = format.number(length)
  const limit = format.number(LIMIT)
  return (
    <Flex direction="column" gap="2">
      <RichTextEditor
        label={t`Public reply to a comment`}
        toolbar={['bold', 'italic']}
        initial={START}
        onChange={setDoc}
        invalid={over}
        describedBy={counterId}
      />
      <Flex justify="between" gap="3" align="center">
        <Text id={counterId} size="1" color={over ? 'red' : 'gray'}>
          {over ? (
            <Trans>
              {count} / {limit}: shorten the reply, Instagram cuts it at {limit} characters.
            </Trans>
          ) : (
            <Trans>
              {count} / {limit} characters
            </Trans>
          )}
        </Text>
        <Button size="1" disabled={over} onClick={() => setSaved(doc)}>
          <Trans>Save</Trans>
        </Button>
      </Flex>
      {saved && <RichTextView doc={saved} />}
    </Flex>
  )
}
