import { Trans } from '@lingui/react/macro'
import { Flex, RadioGroup, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'

/** A whole group disabled, a single option disabled, and a helper line that follows the choice. */
export default function RadioStates() {
  const lockedId = useId()
  const scopeId = useId()
  const helpId = useId()
  const [scope, setScope] = useState('followers')
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <Text id={lockedId} size="2" weight="medium">
          <Trans>Data region (chosen at sign-up)</Trans>
        </Text>
        <RadioGroup.Root aria-labelledby={lockedId} defaultValue="eu" disabled>
          <RadioGroup.Item value="eu">
            <Trans>European Union</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="us">
            <Trans>United States</Trans>
          </RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>
      <Flex direction="column" gap="2">
        <Text id={scopeId} size="2" weight="medium">
          <Trans>Who gets the welcome message</Trans>
        </Text>
        <RadioGroup.Root aria-labelledby={scopeId} aria-describedby={helpId} value={scope} onValueChange={setScope}>
          <RadioGroup.Item value="everyone">
            <Trans>Everyone who writes</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="followers">
            <Trans>Followers only</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="customers" disabled>
            <Trans>Past customers (connect your shop first)</Trans>
          </RadioGroup.Item>
        </RadioGroup.Root>
        <Text id={helpId} size="1" color="gray">
          {scope === 'everyone' ? (
            <Trans>New accounts get it too, even without following you.</Trans>
          ) : (
            <Trans>People who do not follow you get no automatic message.</Trans>
          )}
        </Text>
      </Flex>
    </Flex>
  )
}
