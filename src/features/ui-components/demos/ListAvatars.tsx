import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import '../lists.css'

/** A semantic `<ul>`: screen readers say "list, 4 items". The avatar is decoration, the name is written. */
export default function ListAvatars() {
  const { t } = useLingui()
  const team = [
    { name: 'Sofia Reyes', role: t`Owner` },
    { name: 'Karim Haddad', role: t`Wholesale` },
    { name: 'Lena Vogel', role: t`Customer care` },
    { name: 'ليلى حداد', role: t`Customer care` },
  ]
  return (
    <ul className="uica-list" aria-label={t`Team`}>
      {team.map((person) => (
        <li key={person.name}>
          <UserAvatar name={person.name} size="2" />
          <div className="uica-list__grow">
            <Text as="div" size="2" weight="medium">
              {person.name}
            </Text>
            <Text as="div" size="1" color="gray">
              {person.role}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  )
}
