import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Avatar, Flex, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import '../avatars.css'

const agents = [
  'Sofia Reyes',
  'Karim Haddad',
  'Lena Vogel',
  'Tomás Silva',
  'Yuki Tanaka',
  'Amara Okafor',
  'Noah Martin',
]
const SHOWN = 4

/**
 * The first few faces and "+3" for the rest. The group is one image named with the full count and
 * the names, so a screen reader hears who, not "+3".
 */
export default function AvatarGroup() {
  const { t } = useLingui()
  const format = useFormat()
  const count = agents.length
  const names = format.list(agents)
  return (
    <Flex direction="column" gap="2">
      <div
        role="img"
        aria-label={t`${plural(count, { one: '# agent', other: '# agents' })} on this conversation: ${names}`}
        className="uica-avatar-group"
      >
        {agents.slice(0, SHOWN).map((name) => (
          <UserAvatar key={name} name={name} size="3" />
        ))}
        <span aria-hidden className="uica-avatar-group__more">
          <Avatar fallback={`+${format.number(count - SHOWN)}`} size="3" radius="full" color="gray" variant="solid" />
        </span>
      </div>
      <Text size="1" color="gray">
        {t`${plural(count, { one: '# agent', other: '# agents' })} on this conversation`}
      </Text>
    </Flex>
  )
}
