export { UserAvatar } from './UserAvatar'
