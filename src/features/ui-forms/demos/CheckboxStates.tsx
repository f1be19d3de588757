import { Trans } from '@lingui/react/macro'
import { Checkbox, Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'

/** Disabled boxes (ticked or not), and a helper line tied to its box with aria-describedby. */
export default function CheckboxStates() {
  const helpId = useId()
  return (
    <Flex direction="column" gap="3">
      <Text as="label" size="2" color="gray">
        <Flex gap="2" align="center">
          <Checkbox disabled defaultChecked />
          <Trans>Reply within 24 hours (required by Instagram)</Trans>
        </Flex>
      </Text>
      <Text as="label" size="2" color="gray">
        <Flex gap="2" align="center">
          <Checkbox disabled />
          <Trans>Reply to ads comments (needs the Business plan)</Trans>
        </Flex>
      </Text>
      <Flex direction="column" gap="1">
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox defaultChecked aria-describedby={helpId} />
            <Trans>Hide comments with offensive words</Trans>
          </Flex>
        </Text>
        <Text id={helpId} size="1" color="gray" className="forms-inputs-indent">
          <Trans>Hidden comments stay visible to their author and can be restored from the inbox.</Trans>
        </Text>
      </Flex>
    </Flex>
  )
}
