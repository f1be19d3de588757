import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Progress, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'

/**
 * A dialog a stray click outside must not close (a step the person is in the middle of):
 * `onInteractOutside` is prevented. Escape and the buttons still close it: the keyboard always
 * has a way out.
 */
export default function DialogPersistent() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [progress, setProgress] = useState(0)
  const [imported, setImported] = useState(false)

  useEffect(() => {
    if (!open || progress >= 100) return
    const timer = setTimeout(() => setProgress((value) => Math.min(value + 20, 100)), 400)
    return () => clearTimeout(timer)
  }, [open, progress])

  const start = () => {
    setProgress(0)
    setImported(false)
    setOpen(true)
  }

  return (
    <Flex direction="column" gap="3" align="start">
      <Button variant="soft" onClick={start}>
        <Trans>Import past comments</Trans>
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="420px" onInteractOutside={(event) => event.preventDefault()}>
          <Dialog.Title>
            <Trans>Importing the last 30 days of comments</Trans>
          </Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            <Trans>A click outside does not close this window; the import goes on if you cancel.</Trans>
          </Dialog.Description>
          <Progress value={progress} aria-label={t`Import progress`} />
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                <Trans>Continue in the background</Trans>
              </Button>
            </Dialog.Close>
            <Button
              disabled={progress < 100}
              onClick={() => {
                setImported(true)
                setOpen(false)
              }}
            >
              <Trans>Done</Trans>
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      {imported && (
        <Text size="2" color="gray" role="status">
          <Trans>412 comments imported.</Trans>
        </Text>
      )}
    </Flex>
  )
}
