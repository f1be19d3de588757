import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, IconButton } from '@radix-ui/themes'
import { IconMessageCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import '../badges.css'

const MAX_SHOWN = 9

/**
 * A count on an icon button: the badge is what the eye sees ("9+"), the button's name is what a
 * screen reader hears ("12 unread DMs"), so the badge itself is hidden from it.
 */
export default function BadgeOnIconButton() {
  const { t } = useLingui()
  const format = useFormat()
  const [unread, setUnread] = useState(12)
  const shown = unread > MAX_SHOWN ? `${format.number(MAX_SHOWN)}+` : format.number(unread)
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <span className="uica-badge-anchor">
        <IconButton
          variant="soft"
          color="gray"
          size="3"
          aria-label={t`${plural(unread, { 0: 'No unread DMs', one: '# unread DM', other: '# unread DMs' })}`}
          onClick={() => setUnread(0)}
        >
          <IconMessageCircle size={22} aria-hidden />
        </IconButton>
        {unread > 0 && (
          // Solid red in high contrast: white on red-9 is under 4.5:1.
          <Badge
            aria-hidden
            className="uica-badge-anchor__count"
            variant="solid"
            color="red"
            highContrast
            radius="full"
          >
            {shown}
          </Badge>
        )}
      </span>
      <Button variant="soft" size="1" onClick={() => setUnread(unread + 1)}>
        <Trans>Receive a DM</Trans>
      </Button>
      <Button variant="soft" size="1" color="gray" onClick={() => setUnread(3)}>
        <Trans>Set to 3</Trans>
      </Button>
    </Flex>
  )
}
