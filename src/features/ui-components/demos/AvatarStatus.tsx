import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import '../avatars.css'

type Presence = 'online' | 'away' | 'offline'

const agents: { name: string; presence: Presence }[] = [
  { name: 'Sofia Reyes', presence: 'online' },
  { name: 'Karim Haddad', presence: 'away' },
  { name: 'Lena Vogel', presence: 'offline' },
]

/** A dot at the avatar's end corner (it moves to the left in Arabic); the word beside it carries the meaning. */
export default function AvatarStatus() {
  const { t } = useLingui()
  const labels: Record<Presence, string> = { online: t`Online`, away: t`Away`, offline: t`Offline` }
  return (
    <Flex direction="column" gap="3">
      {agents.map((agent) => (
        <Flex key={agent.name} gap="3" align="center">
          <span className="uica-avatar-status">
            <UserAvatar name={agent.name} size="3" />
            <span className="uica-avatar-status__dot" data-presence={agent.presence} aria-hidden />
          </span>
          <Flex direction="column">
            <Text size="2" weight="medium">
              {agent.name}
            </Text>
            <Text size="1" color="gray">
              {labels[agent.presence]}
            </Text>
          </Flex>
        </Flex>
      ))}
      <Text size="1" color="gray">
        <Trans>Replies from an agent who is away wait in the shared inbox.</Trans>
      </Text>
    </Flex>
  )
}
