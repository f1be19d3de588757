import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, RadioCards, Text } from '@radix-ui/themes'
import { IconBrandInstagram, IconMessageCircle, IconPhotoHeart } from '@tabler/icons-react'
import { useState } from 'react'

/** Radix Themes' RadioCards: one choice among cards, each with an illustration; arrows move between them. */
export default function CustomInputRadioCards() {
  const { t } = useLingui()
  const [trigger, setTrigger] = useState('comment')
  return (
    <Flex direction="column" gap="3">
      <RadioCards.Root
        value={trigger}
        onValueChange={setTrigger}
        columns={{ initial: '1', sm: '3' }}
        aria-label={t`What starts the automation`}
      >
        <RadioCards.Item value="comment">
          <Flex direction="column" align="center" gap="2">
            <IconMessageCircle size={32} stroke={1.5} aria-hidden="true" />
            <Text weight="bold">
              <Trans>A comment</Trans>
            </Text>
          </Flex>
        </RadioCards.Item>
        <RadioCards.Item value="dm">
          <Flex direction="column" align="center" gap="2">
            <IconBrandInstagram size={32} stroke={1.5} aria-hidden="true" />
            <Text weight="bold">
              <Trans>A direct message</Trans>
            </Text>
          </Flex>
        </RadioCards.Item>
        <RadioCards.Item value="mention">
          <Flex direction="column" align="center" gap="2">
            <IconPhotoHeart size={32} stroke={1.5} aria-hidden="true" />
            <Text weight="bold">
              <Trans>A story mention</Trans>
            </Text>
          </Flex>
        </RadioCards.Item>
      </RadioCards.Root>
      <Text size="2" color="gray">
        {trigger === 'comment' ? (
          <Trans>Next: choose the keywords to look for in comments.</Trans>
        ) : trigger === 'dm' ? (
          <Trans>Next: write the reply to the first message.</Trans>
        ) : (
          <Trans>Next: write the thank-you message for mentions.</Trans>
        )}
      </Text>
    </Flex>
  )
}
