import { Avatar, Flex, Text } from '@radix-ui/themes'

const team = [
  { name: 'Sofia Reyes', initials: 'SR', color: 'blue' },
  { name: 'Karim Haddad', initials: 'KH', color: 'orange' },
  { name: 'Lena Vogel', initials: 'LV', color: 'violet' },
] as const

/**
 * Radix Themes' Avatar: soft or solid, round or square (`radius`). Soft initials take
 * `highContrast`: step 11 on a tinted background is too pale for several scales.
 */
export default function AvatarVariants() {
  return (
    <Flex direction="column" gap="3">
      {team.map((person) => (
        <Flex key={person.name} gap="3" align="center">
          {/* The name is written next to them: the avatars are decoration. */}
          <Flex gap="2" aria-hidden>
            <Avatar fallback={person.initials} color={person.color} variant="soft" highContrast radius="full" />
            <Avatar fallback={person.initials} color={person.color} variant="solid" radius="full" />
            <Avatar fallback={person.initials} color={person.color} variant="soft" highContrast radius="small" />
            <Avatar fallback={person.initials} color={person.color} variant="solid" radius="none" />
          </Flex>
          <Text size="2">{person.name}</Text>
        </Flex>
      ))}
    </Flex>
  )
}
