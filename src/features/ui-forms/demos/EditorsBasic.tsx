import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { paragraphsDoc, type RichText } from '@/domain/richText'

const FIRST_DRAFT = paragraphsDoc(['Thanks for your comment! Here is the link to our spring blend.'])

/** The editor with its usual toolbar; "Save" keeps the document (Tiptap's JSON, never HTML) and shows it. */
export default function EditorsBasic() {
  const { t } = useLingui()
  const [draft, setDraft] = useState<RichText>(FIRST_DRAFT)
  const [saved, setSaved] = useState<RichText | null>(null)
  return (
    <Flex direction="column" gap="3">
      <RichTextEditor
        label={t`Private reply to a comment`}
        initial={FIRST_DRAFT}
        onChange={setDraft}
        minHeight="6rem"
      />
      <Flex>
        <Button onClick={() => setSaved(draft)}>
          <Trans>Save</Trans>
        </Button>
      </Flex>
      {saved && (
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium">
            <Trans>Saved reply</Trans>
          </Text>
          <RichTextView doc={saved} />
          {/* What the backend receives; code reads left to right in every language. */}
          <pre className="forms-pickers-json" dir="ltr" tabIndex={0} aria-label={t`Saved document as JSON`}>
            {JSON.stringify(saved, null, 2)}
          </pre>
        </Flex>
      )}
    </Flex>
  )
}
