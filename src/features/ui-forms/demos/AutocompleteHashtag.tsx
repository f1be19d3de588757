import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Combobox } from '@/components/combobox'

const HASHTAGS = ['#auroracoffee', '#coffeelover', '#coffeetime', '#filtercoffee', '#latteart', '#specialtycoffee'].map(
  (tag) => ({ value: tag, label: tag }),
)

/**
 * Free text with suggestions (`freeText`): whatever is typed is the value, a suggestion only
 * completes it. Enter keeps the typed text unless the arrows picked a suggestion.
 */
export default function AutocompleteHashtag() {
  const { t } = useLingui()
  const inputId = useId()
  const [hashtag, setHashtag] = useState('')
  return (
    <Flex direction="column" gap="2" maxWidth="360px">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        <Trans>Hashtag that starts the giveaway</Trans>
      </Text>
      <Combobox
        id={inputId}
        freeText
        options={HASHTAGS}
        value={hashtag}
        onChange={setHashtag}
        placeholder={t`#yourhashtag`}
        emptyMessage={<Trans>A new hashtag: keep typing, it will be used as written.</Trans>}
      />
      <Text size="2" color="gray">
        {hashtag.trim() ? (
          <Trans>Comments with {hashtag.trim()} get the giveaway rules by DM.</Trans>
        ) : (
          <Trans>Type a hashtag or pick one you already use.</Trans>
        )}
      </Text>
    </Flex>
  )
}
