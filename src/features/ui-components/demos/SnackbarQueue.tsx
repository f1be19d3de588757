import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { snackbars, useSnackbarQueue } from '@/components/snackbar'

/**
 * The kit's snackbar queue: three messages arrive at once, and each waits for the one before it to
 * leave (time out, closed, or its action pressed). At most three wait; "Dismiss all" empties it.
 */
export default function SnackbarQueue() {
  const { t } = useLingui()
  const { current, waiting } = useSnackbarQueue()
  const count = waiting.length
  const sendThree = () => {
    snackbars.show({ message: t`3 new comments on “Harvest roast” reel`, tone: 'info' })
    snackbars.show({ message: t`Story mention from @noor.cafe`, tone: 'neutral' })
    snackbars.show({
      message: t`Private reply sent to @lena.brews`,
      tone: 'success',
      action: { label: t`View`, onClick: () => snackbars.show({ message: t`Opening the conversation…` }) },
    })
  }
  return (
    <Flex direction="column" gap="3" align="start">
      <Flex gap="2" wrap="wrap">
        <Button onClick={sendThree}>
          <Trans>Queue three messages</Trans>
        </Button>
        <Button variant="soft" color="gray" disabled={!current && waiting.length === 0} onClick={snackbars.dismissAll}>
          <Trans>Dismiss all</Trans>
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {current ? (
          <Plural
            value={count}
            _0="On screen now, none waiting."
            one="On screen now, # waiting."
            other="On screen now, # waiting."
          />
        ) : (
          <Trans>No snackbar on screen.</Trans>
        )}
      </Text>
    </Flex>
  )
}
