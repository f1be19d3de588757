import { Trans, useLingui } from '@lingui/react/macro'
import { DropdownMenu, Flex, IconButton, Text } from '@radix-ui/themes'
import { IconDots } from '@tabler/icons-react'
import { useState } from 'react'

/** A row's "more" button: an icon alone, so its name says which row it acts on. */
export default function MenuIconButton() {
  const { t } = useLingui()
  const [muted, setMuted] = useState(false)
  const [thanked, setThanked] = useState(false)
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3">
        <Text size="2">
          <bdi>@aurora.coffee</bdi> · <Trans>Story mention</Trans> {muted && <Trans>(muted)</Trans>}
        </Text>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton
              variant="ghost"
              color="gray"
              aria-label={t`More actions for the story mention by @aurora.coffee`}
            >
              <IconDots size={18} aria-hidden />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item disabled={thanked} onSelect={() => setThanked(true)}>
              <Trans>Send a thank-you DM</Trans>
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => setMuted(!muted)}>
              {muted ? <Trans>Unmute this account</Trans> : <Trans>Mute this account</Trans>}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Flex>
      {thanked && (
        <Text size="2" color="gray" aria-live="polite">
          <Trans>Thank-you DM sent to @aurora.coffee.</Trans>
        </Text>
      )}
    </Flex>
  )
}
