export { Drawer, DrawerClose } from './Drawer'
