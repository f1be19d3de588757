import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'

// A shop logo drawn inline, so the demo needs no file; a real one is the account's picture URL.
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5b3a29"/>' +
      '<ellipse cx="32" cy="32" rx="14" ry="20" fill="#d9a066" transform="rotate(30 32 32)"/>' +
      '<path d="M24 20 Q34 32 40 44" stroke="#5b3a29" stroke-width="3" fill="none"/></svg>',
  )

/** A picture when there is one; the initials while it loads and when it fails (a deleted picture, offline). */
export default function AvatarPicture() {
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center">
        <UserAvatar name="Aurora Coffee Roasters" src={LOGO} size="3" />
        <Text size="2">
          <Trans>Aurora Coffee Roasters: the account’s picture</Trans>
        </Text>
      </Flex>
      <Flex gap="3" align="center">
        <UserAvatar name="Malik Benali" src="/missing/malik-benali.jpg" size="3" />
        <Text size="2">
          <Trans>Malik Benali: the picture failed, the initials show</Trans>
        </Text>
      </Flex>
      <Flex gap="3" align="center">
        <UserAvatar name="ليلى حداد" size="3" />
        <Text size="2">
          <Trans>Laila Haddad: no picture, initials in her own script</Trans>
        </Text>
      </Flex>
    </Flex>
  )
}
