import { Trans } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react'

/** A notice in each tone: news, success, a warning, an error. The icon repeats the tone for those who do not see colour. */
export default function AlertTones() {
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="blue">
        <Callout.Icon>
          <IconInfoCircle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Your Instagram account is connected. Comments arrive within seconds.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="grass">
        <Callout.Icon>
          <IconCircleCheck size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>The automation is live: a comment with “PRICE” now gets a private reply.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="amber">
        <Callout.Icon>
          <IconAlertTriangle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Your access token expires in 5 days. Reconnect the account to keep replying.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <IconCircleX size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Instagram refused the reply: the conversation is older than 7 days.</Trans>
        </Callout.Text>
      </Callout.Root>
    </Flex>
  )
}
