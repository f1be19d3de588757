import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'

/** The kit's `notify`: brief news after an action, in the tone of what happened. */
export default function SnackbarTones() {
  const { t } = useLingui()
  const used = useFormat().percent(0.8)
  return (
    <Flex gap="2" wrap="wrap">
      <Button variant="soft" color="grass" onClick={() => notify.success(t`Automation saved`)}>
        <Trans>Success</Trans>
      </Button>
      <Button
        variant="soft"
        color="blue"
        onClick={() => notify.info(t`New comment on your reel`, t`@lena.brews: “Do you ship to Lyon?”`)}
      >
        <Trans>Info</Trans>
      </Button>
      <Button variant="soft" color="amber" onClick={() => notify.warning(t`${used} of this month’s DM quota used`)}>
        <Trans>Warning</Trans>
      </Button>
      <Button
        variant="soft"
        color="red"
        onClick={() =>
          notify.error(t`The reply was not sent`, t`Instagram is not answering. We will retry in a minute.`)
        }
      >
        <Trans>Error</Trans>
      </Button>
    </Flex>
  )
}
