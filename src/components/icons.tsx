/** The shell's import path for the kit's icon-by-name (src/components/icon). */
export { Icon } from './icon/Icon'
