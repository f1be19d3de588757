export { Icon } from './Icon'
export { ICONS, isIconName, type IconName } from './iconRegistry'
