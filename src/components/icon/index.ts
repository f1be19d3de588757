export { Icon } from './Icon'
export { ICONS, isIconName } from './iconRegistry'
