import { Avatar } from '@radix-ui/themes'
import { avatarColorOf, initialsOf } from './initials'

interface UserAvatarProps {
  name: string
  /** The picture; while it loads, or if it fails, the initials show. */
  src?: string | null
  size?: '1' | '2' | '3' | '4' | '5' | '6'
  /**
   * Decorative (the name is written next to it, the default) or named (an avatar alone, as in
   * a list of team members).
   */
  labelled?: boolean
}

/** A person's picture, or their initials on a colour of their own. */
export function UserAvatar({ name, src, size = '2', labelled = false }: UserAvatarProps) {
  // Radix's Avatar passes ARIA props to its image only, absent while the initials show: the
  // wrapper carries the name (or hides a decorative avatar) in every state.
  return (
    <span
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={labelled ? undefined : true}
      style={{ display: 'inline-flex' }}
    >
      <Avatar
        src={src ?? undefined}
        alt=""
        fallback={initialsOf(name)}
        color={avatarColorOf(name)}
        variant="soft"
        // Initials in step 12: step 11 on a soft background is under 4.5:1 for several scales at size 1.
        highContrast
        radius="full"
        size={size}
      />
    </span>
  )
}
