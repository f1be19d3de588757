import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { IconCopy, IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Tooltip } from '@/components/Tooltip'

/**
 * An icon alone needs a name (`aria-label`) for screen readers and a tooltip for everyone else.
 * A button that toggles says its state with `aria-pressed`, not with a new name.
 */
export default function ButtonIconOnly() {
  const { t } = useLingui()
  const [liked, setLiked] = useState(false)
  const [message, setMessage] = useState('')
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center">
        <Tooltip content={t`Like the comment`}>
          <IconButton
            variant="soft"
            color="pink"
            aria-label={t`Like the comment`}
            aria-pressed={liked}
            onClick={() => setLiked(!liked)}
          >
            {liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
          </IconButton>
        </Tooltip>
        <Tooltip content={t`Copy the reply`}>
          <IconButton variant="soft" aria-label={t`Copy the reply`} onClick={() => setMessage(t`Reply copied.`)}>
            <IconCopy size={18} aria-hidden />
          </IconButton>
        </Tooltip>
        <Tooltip content={t`Hide the comment`}>
          <IconButton
            variant="ghost"
            color="red"
            aria-label={t`Hide the comment`}
            onClick={() => setMessage(t`Comment hidden from your profile.`)}
          >
            <IconTrash size={18} aria-hidden />
          </IconButton>
        </Tooltip>
      </Flex>
      <Text size="2" color="gray" role="status">
        {liked && <Trans>You like this comment.</Trans>} {message}
      </Text>
    </Flex>
  )
}
