import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { toast } from 'sonner'
import { usePreferences } from '@/runtime/preferences/usePreferences'

/**
 * The app mounts one Toaster (bottom, inline end). Sonner lets a single toast choose another place
 * without a second Toaster: `position` on the toast. Sonner's sides are physical, so "start" and
 * "end" are turned into left and right from the app's reading direction.
 */
export default function SnackbarPositions() {
  const { t } = useLingui()
  const { direction } = usePreferences()
  const start = direction === 'rtl' ? 'right' : 'left'
  const end = direction === 'rtl' ? 'left' : 'right'
  return (
    <Flex gap="2" wrap="wrap">
      <Button variant="soft" onClick={() => toast(t`Shown at the top, in the middle`, { position: 'top-center' })}>
        <Trans>Top centre</Trans>
      </Button>
      <Button variant="soft" onClick={() => toast(t`Shown at the top, at the start`, { position: `top-${start}` })}>
        <Trans>Top start</Trans>
      </Button>
      <Button
        variant="soft"
        onClick={() => toast(t`Shown at the bottom, in the middle`, { position: 'bottom-center' })}
      >
        <Trans>Bottom centre</Trans>
      </Button>
      <Button
        variant="soft"
        onClick={() => toast(t`Shown at the bottom, at the end (the default)`, { position: `bottom-${end}` })}
      >
        <Trans>Bottom end</Trans>
      </Button>
    </Flex>
  )
}
