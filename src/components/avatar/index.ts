export { UserAvatar } from './UserAvatar'
export { avatarColorOf, initialsOf } from './initials'
