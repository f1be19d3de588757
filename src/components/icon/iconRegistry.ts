import {
  IconCalendar,
  IconLayoutKanban,
  IconMail,
  IconLock,
  IconCards,
  IconAppWindow,
  IconIcons,
  IconTypography,
  IconAlertCircle,
  IconTool,
  IconApps,
  IconBuilding,
  IconCurrencyEuro,
  IconDiscount,
  IconFile,
  IconFiles,
  IconHelp,
  IconRocket,
  IconWand,
  IconArrowUp,
  IconBell,
  IconLayoutGridAdd,
  IconSearch,
  IconBolt,
  IconChartPie2,
  IconChevronDown,
  IconDeviceDesktop,
  IconFileDollar,
  IconLayoutSidebarLeftCollapse,
  IconLogout,
  IconMenu2,
  IconMessages,
  IconMoon,
  IconPin,
  IconPlug,
  IconSchool,
  IconSettings,
  IconShoppingCart,
  IconSmartHome,
  IconSun,
  IconTruck,
  IconUser,
  IconUsers,
  IconWebhook,
  IconX,
  type Icon as TablerIcon,
} from '@tabler/icons-react'

/**
 * Icons that are named by data, not imported by code: the route table's menu entries (`nav.icon`)
 * and the shell's buttons. Every icon listed here ships with the shell, used or not, so the list
 * holds exactly what the shell and the menu use: a new menu entry adds its icon here (a test checks
 * that every entry of the route table has one). Code that knows its icon imports it directly from
 * '@tabler/icons-react' (named imports; never `import * as` the set).
 */
export const ICONS = {
  home: IconSmartHome,
  user: IconUser,
  bolt: IconBolt,
  plug: IconPlug,
  webhook: IconWebhook,
  messages: IconMessages,
  calendar: IconCalendar,
  kanban: IconLayoutKanban,
  mail: IconMail,
  // The Apps & Pages section (src/routes/nav.ts), shown once an app is in it.
  apps: IconApps,
  chartPie: IconChartPie2,
  users: IconUsers,
  cart: IconShoppingCart,
  truck: IconTruck,
  school: IconSchool,
  invoice: IconFileDollar,
  menu: IconMenu2,
  close: IconX,
  sun: IconSun,
  moon: IconMoon,
  monitor: IconDeviceDesktop,
  settings: IconSettings,
  chevronDown: IconChevronDown,
  arrowUp: IconArrowUp,
  pin: IconPin,
  collapse: IconLayoutSidebarLeftCollapse,
  logout: IconLogout,
  search: IconSearch,
  bell: IconBell,
  shortcuts: IconLayoutGridAdd,
  // Issue #17: front pages, template pages and wizards.
  files: IconFiles,
  file: IconFile,
  help: IconHelp,
  currency: IconCurrencyEuro,
  alert: IconAlertCircle,
  tool: IconTool,
  shapes: IconIcons,
  typography: IconTypography,
  rocket: IconRocket,
  wand: IconWand,
  discount: IconDiscount,
  building: IconBuilding,
  lock: IconLock,
  cards: IconCards,
  dialog: IconAppWindow,
} satisfies Record<string, TablerIcon>

export type IconName = keyof typeof ICONS

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name)
}

/** Icons that point along the reading direction: drawn mirrored in right-to-left. */
export const MIRRORED_IN_RTL: ReadonlySet<IconName> = new Set(['logout', 'collapse'])
