import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Combobox } from '@/components/combobox'

const HASHTAGS = ['#auroracoffee', '#coffeelover', '#coffeetime', '#filtercoffee', '#latteart', '#specialtycoffee'].map(
  (tag) => ({ value: tag, label: tag }),
)

/** Several free values as chips: Enter adds what was typed, a suggestion adds itself, Backspace removes the last. */
export default function AutocompleteTags() {
  const { t } = useLingui()
  const inputId = useId()
  const [hashtags, setHashtags] = useState<string[]>(['#auroracoffee'])
  return (
    <Flex direction="column" gap="2" maxWidth="420px">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        <Trans>Hashtags to watch</Trans>
      </Text>
      <Combobox
        id={inputId}
        multiple
        freeText
        options={HASHTAGS}
        value={hashtags}
        // A typed word becomes a hashtag: the leading # is added when missing.
        onChange={(tags) => setHashtags(tags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)))}
        placeholder={t`Add a hashtag and press Enter`}
        emptyMessage={<Trans>Press Enter to watch this new hashtag.</Trans>}
      />
      <Text size="2" color="gray">
        {t`${plural(hashtags.length, {
          0: 'No hashtag watched: the automation is paused.',
          one: 'Posts with # hashtag are collected in the inbox.',
          other: 'Posts with any of # hashtags are collected in the inbox.',
        })}`}
      </Text>
    </Flex>
  )
}
