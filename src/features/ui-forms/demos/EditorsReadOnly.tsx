import { Flex, Text } from '@radix-ui/themes'
import { Trans } from '@lingui/react/macro'
import { RichTextView } from '@/components/rich-text'
import type { RichText } from '@/domain/richText'

// A stored document, as the backend sends it.
const NOTE: RichText = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Before turning on the ' },
        { type: 'text', text: 'giveaway', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' automation:' },
      ],
    },
    {
      type: 'orderedList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Check the keyword list.' }] }],
        },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Send a test DM to your own account.', marks: [{ type: 'italic' }] }],
            },
          ],
        },
      ],
    },
  ],
}

/** A stored document shown read only: rendered node by node by the same editor, never as HTML. */
export default function EditorsReadOnly() {
  return (
    <Flex direction="column" gap="2">
      <Text size="1" color="gray">
        <Trans>Team note, written by Camille</Trans>
      </Text>
      <RichTextView doc={NOTE} />
    </Flex>
  )
}
