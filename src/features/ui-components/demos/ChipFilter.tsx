import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { IconAt, IconMessage, IconMessageCircle, IconPhoto } from '@tabler/icons-react'
import { useState } from 'react'
import { ChipGroup } from '@/components/chip'

const conversations = [
  { from: '@lena.brews', channel: 'dm' },
  { from: '@kofi_daily', channel: 'comment' },
  { from: '@mina.eats', channel: 'mention' },
  { from: '@tomas.roast', channel: 'dm' },
  { from: '@yuki.cafe', channel: 'story-reply' },
]

/** Filter chips: several may be on; the list below narrows as they change. */
export default function ChipFilter() {
  const { t } = useLingui()
  const [channels, setChannels] = useState<string[]>(['dm', 'comment'])
  const shown = conversations.filter((conversation) => channels.includes(conversation.channel)).length
  return (
    <Flex direction="column" gap="3">
      <ChipGroup
        label={t`Show conversations from`}
        selection="multiple"
        value={channels}
        onValueChange={setChannels}
        items={[
          { value: 'dm', label: t`DMs`, icon: <IconMessage size={14} aria-hidden /> },
          { value: 'comment', label: t`Comments`, icon: <IconMessageCircle size={14} aria-hidden /> },
          { value: 'mention', label: t`Story mentions`, icon: <IconAt size={14} aria-hidden /> },
          { value: 'story-reply', label: t`Story replies`, icon: <IconPhoto size={14} aria-hidden /> },
        ]}
      />
      <Text size="2" color="gray" role="status">
        {t`${plural(shown, { 0: 'No conversation shown', one: '# conversation shown', other: '# conversations shown' })}`}
      </Text>
    </Flex>
  )
}
