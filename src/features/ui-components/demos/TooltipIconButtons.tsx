import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { IconPlayerPause, IconPlayerPlay, IconStar, IconStarFilled } from '@tabler/icons-react'
import { useState } from 'react'
import { Tooltip } from '@/components/Tooltip'

/**
 * An icon button has an `aria-label` (its name, for screen readers and voice control); the tooltip
 * shows the same words to sighted mouse and keyboard users. It is not a substitute for the label.
 */
export default function TooltipIconButtons() {
  const { t } = useLingui()
  const [paused, setPaused] = useState(false)
  const [starred, setStarred] = useState(false)
  const pauseLabel = paused ? t`Resume the automation` : t`Pause the automation`
  const starLabel = starred ? t`Remove from favourites` : t`Add to favourites`
  return (
    <Flex gap="3" align="center">
      <Tooltip content={pauseLabel}>
        <IconButton variant="soft" aria-label={pauseLabel} onClick={() => setPaused(!paused)}>
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </IconButton>
      </Tooltip>
      <Tooltip content={starLabel}>
        <IconButton variant="soft" color="amber" aria-label={starLabel} onClick={() => setStarred(!starred)}>
          {starred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
        </IconButton>
      </Tooltip>
      <Text size="2" color="gray" aria-live="polite">
        {paused ? <Trans>“Price in DM” is paused.</Trans> : <Trans>“Price in DM” is running.</Trans>}
      </Text>
    </Flex>
  )
}
