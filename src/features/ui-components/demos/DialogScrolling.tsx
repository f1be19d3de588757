import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import '../dialogs.css'
import '../lists.css'

// A day of the automation's runs, one every 25 minutes from 08:00.
const START = new Date('2026-03-14T08:00:00')
const runs = Array.from({ length: 30 }, (_, index) => ({
  at: new Date(START.getTime() + index * 25 * 60_000),
  from: ['@lena.brews', '@kofi_daily', '@mina.eats', '@tomas.roast', '@yuki.cafe'][index % 5] ?? '',
}))

/**
 * Long content scrolls inside the dialog, in a region of a fixed height, while the title and the
 * buttons stay in view.
 */
export default function DialogScrolling() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft">
          <Trans>See today’s runs</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          <Trans>“Price in DM”: today’s runs</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          <Trans>Every comment the automation answered, oldest first.</Trans>
        </Dialog.Description>
        {/* A named, focusable region: the keyboard can scroll it (axe's scrollable-region-focusable). */}
        <div className="uica-dialog-scroll" tabIndex={0} role="region" aria-label={t`Runs`}>
          <ol className="uica-plain-list">
            {runs.map(({ at, from }) => {
              const time = format.date(at, { hour: '2-digit', minute: '2-digit' })
              return (
                <li key={at.getTime()}>
                  <Text size="2">
                    <Trans>
                      {time}: replied to {from}
                    </Trans>
                  </Text>
                </li>
              )
            })}
          </ol>
        </div>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              <Trans>Close</Trans>
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
