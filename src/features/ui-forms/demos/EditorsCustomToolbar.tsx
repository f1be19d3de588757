import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { RichTextEditor, RichTextView, type RichTextTool } from '@/components/rich-text'
import { hasText, type RichText } from '@/domain/richText'

// A DM is short: bold and italic only, with undo and redo. The order here is the toolbar's.
const DM_TOOLS: readonly RichTextTool[] = ['bold', 'italic', 'undo', 'redo']

/** A toolbar of chosen buttons (`toolbar`), for a text that needs fewer marks than the default five. */
export default function EditorsCustomToolbar() {
  const { t } = useLingui()
  const [draft, setDraft] = useState<RichText | null>(null)
  const [saved, setSaved] = useState<RichText | null>(null)
  return (
    <Flex direction="column" gap="3">
      <RichTextEditor label={t`Story mention thank-you DM`} toolbar={DM_TOOLS} onChange={setDraft} />
      <Flex>
        <Button disabled={!draft || !hasText(draft)} onClick={() => setSaved(draft)}>
          <Trans>Save</Trans>
        </Button>
      </Flex>
      {saved && (
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium">
            <Trans>Saved message</Trans>
          </Text>
          <RichTextView doc={saved} />
        </Flex>
      )}
    </Flex>
  )
}
