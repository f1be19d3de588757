import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import {
  buildMenu,
  markActive,
  menuLinks,
  openableRoutes,
  type MenuNode,
  type MenuSection,
} from '@/app/layouts/navigation/menu'
import { screens } from '@/screens'
import { templateScreens } from '@/screens/templateScreens'
import { ICONS, isIconName } from '@/components/icon'
import { createAbility } from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'
import { rendersScreen } from '@/routes/match'
import { NAV_GROUPS, NAV_SECTIONS } from '@/routes/nav'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'

const table = routes as readonly RouteRecord[]
/** The sign-in page variants: public, so every visitor's menu lists them. */
const AUTHENTICATION_ENTRIES = [
  'Apps & Pages > Authentication > Sign in > Version 1 (card)',
  'Apps & Pages > Authentication > Sign in > Version 2 (split)',
  'Apps & Pages > Authentication > Create an account > Version 1 (card)',
  'Apps & Pages > Authentication > Create an account > Version 2 (split)',
  'Apps & Pages > Authentication > Create an account > In three steps',
  'Apps & Pages > Authentication > Forgot password > Version 1 (card)',
  'Apps & Pages > Authentication > Forgot password > Version 2 (split)',
  'Apps & Pages > Authentication > Reset password > Version 1 (card)',
  'Apps & Pages > Authentication > Reset password > Version 2 (split)',
  'Apps & Pages > Authentication > Verify email > Version 1 (card)',
  'Apps & Pages > Authentication > Verify email > Version 2 (split)',
  'Apps & Pages > Authentication > Two steps > Version 1 (card)',
  'Apps & Pages > Authentication > Two steps > Version 2 (split)',
]
const admin = createAbility(ROLE_RULES.admin)
const client = createAbility(ROLE_RULES.client)

/** The menu as text, to compare with what the template shows: `Section > Group > Link*` (* = active). */
function outline(sections: MenuSection[]): string[] {
  const walk = (nodes: readonly MenuNode[], prefix: string): string[] =>
    nodes.flatMap((node) =>
      node.kind === 'link'
        ? [`${prefix} > ${node.label.message}${node.active ? '*' : ''}`]
        : walk(node.children, `${prefix} > ${node.label.message}${node.active ? '*' : ''}`),
    )
  return sections.flatMap((section) => walk(section.children, `${section.label.message}${section.active ? '*' : ''}`))
}

describe('the menu built from the route table', () => {
  it('shows an admin the template’s sections in order, the product entries in theirs', () => {
    expect(outline(buildMenu(table, admin))).toEqual([
      'Dashboards > Conversa',
      'Dashboards > Analytics',
      'Dashboards > CRM',
      'Dashboards > eCommerce',
      'Dashboards > Logistics',
      'Dashboards > Academy',
      'Product > Automations',
      'Product > Inbox',
      'Product > Contacts',
      'Product > Integrations',
      'Product > Webhooks',
      'Product > Team',
      'Product > My account',
      'Front pages > Landing page',
      'Front pages > Pricing',
      'Front pages > Payment',
      'Front pages > Checkout',
      'Front pages > Help center',
      'Apps & Pages > Email',
      'Apps & Pages > Calendar',
      'Apps & Pages > Kanban',
      'Apps & Pages > eCommerce > Products > Product list',
      'Apps & Pages > eCommerce > Products > Add product',
      'Apps & Pages > eCommerce > Products > Category list',
      'Apps & Pages > eCommerce > Orders > Order list',
      'Apps & Pages > eCommerce > Customers > All customers',
      'Apps & Pages > eCommerce > Manage reviews',
      'Apps & Pages > eCommerce > Referrals',
      'Apps & Pages > eCommerce > Settings',
      'Apps & Pages > Academy > My courses',
      'Apps & Pages > Academy > Course details',
      'Apps & Pages > Logistics > Fleet',
      'Apps & Pages > Invoice > List',
      'Apps & Pages > Invoice > Add',
      'Apps & Pages > Users > List',
      'Apps & Pages > Roles & permissions > Roles',
      'Apps & Pages > Roles & permissions > Permissions',
      'Apps & Pages > Pages > User profile',
      'Apps & Pages > Pages > Account settings',
      'Apps & Pages > Pages > FAQ',
      'Apps & Pages > Pages > Pricing',
      'Apps & Pages > Pages > Icons',
      'Apps & Pages > Pages > Cards > Basic',
      'Apps & Pages > Pages > Cards > Advanced',
      'Apps & Pages > Pages > Cards > Statistics',
      'Apps & Pages > Pages > Cards > Widgets',
      'Apps & Pages > Pages > Cards > Card actions',
      'Apps & Pages > Pages > Dialog examples',
      'Apps & Pages > Pages > Typography',
      'Apps & Pages > Pages > Misc > Coming soon',
      'Apps & Pages > Pages > Misc > Under maintenance',
      'Apps & Pages > Pages > Misc > Not authorized (401)',
      'Apps & Pages > Pages > Misc > Server error (500)',
      ...AUTHENTICATION_ENTRIES,
      'Apps & Pages > Wizard examples > Checkout',
      'Apps & Pages > Wizard examples > Create deal',
      'Apps & Pages > Wizard examples > Property listing',
      // The UI catalogue, in the template's sections.
      'User interface > Components > Alert',
      'User interface > Components > Avatar',
      'User interface > Components > Badge',
      'User interface > Components > Button',
      'User interface > Components > Chip',
      'User interface > Components > Dialog',
      'User interface > Components > Expansion panel',
      'User interface > Components > List',
      'User interface > Components > Menu',
      'User interface > Components > Pagination',
      'User interface > Components > Circular progress',
      'User interface > Components > Linear progress',
      'User interface > Components > Snackbar',
      'User interface > Components > Tabs',
      'User interface > Components > Timeline',
      'User interface > Components > Tooltip',
      'User interface > Extensions > Guided tour',
      'User interface > Extensions > Carousel',
      'Forms & tables > Form elements > Autocomplete',
      'Forms & tables > Form elements > Checkbox',
      'Forms & tables > Form elements > Combobox',
      'Forms & tables > Form elements > Custom inputs',
      'Forms & tables > Form elements > Date & time picker',
      'Forms & tables > Form elements > Editors',
      'Forms & tables > Form elements > File input',
      'Forms & tables > Form elements > Radio',
      'Forms & tables > Form elements > Range slider',
      'Forms & tables > Form elements > Rating',
      'Forms & tables > Form elements > Select',
      'Forms & tables > Form elements > Slider',
      'Forms & tables > Form elements > Switch',
      'Forms & tables > Form elements > Textarea',
      'Forms & tables > Form elements > Text field',
      'Forms & tables > Form layouts',
      'Forms & tables > Form wizard > Numbered wizard',
      'Forms & tables > Form wizard > Wizard with icons',
      'Forms & tables > Form validation',
      'Forms & tables > Tables > Simple table',
      'Forms & tables > Tables > Data table',
      'Charts > Recharts',
      'Charts > Chart.js',
    ])
  })

  it('leaves out what the CASL ability does not allow (a client has no webhooks)', () => {
    expect(outline(buildMenu(table, client))).not.toContain('Product > Webhooks')
    // The public front pages, status pages and sign-in variants need no permission; everything else does.
    expect(outline(buildMenu(table, createAbility([])))).toEqual([
      'Front pages > Landing page',
      'Front pages > Pricing',
      'Front pages > Payment',
      'Front pages > Checkout',
      'Front pages > Help center',
      'Apps & Pages > Pages > Misc > Coming soon',
      'Apps & Pages > Pages > Misc > Under maintenance',
      'Apps & Pages > Pages > Misc > Not authorized (401)',
      'Apps & Pages > Pages > Misc > Server error (500)',
      ...AUTHENTICATION_ENTRIES,
    ])
  })

  it('marks the active entry and every ancestor', () => {
    expect(outline(buildMenu(table, admin, 'automations'))).toContain('Product* > Automations*')
    expect(outline(buildMenu(table, admin, 'automations'))).toContain('Dashboards > Conversa')
  })

  it('copies only the active path when marking, so the other entries keep their identity', () => {
    const menu = buildMenu(table, admin)
    const marked = markActive(menu, 'automations')
    const product = marked.findIndex((section) => section.active)
    const [before, after] = [menu[product]!, marked[product]!]
    expect(after).not.toBe(before)
    // Every other section is the unmarked menu's own object: memoised menu items skip the render.
    marked.forEach((section, index) => index !== product && expect(section).toBe(menu[index]))
    const automations = after.children.findIndex((node) => node.active)
    expect(automations).toBeGreaterThanOrEqual(0)
    after.children.forEach((node, index) => index !== automations && expect(node).toBe(before.children[index]))
    expect(outline(marked)).toEqual(outline(buildMenu(table, admin, 'automations')))
    expect(markActive(menu, 'no-such-route')).toEqual(menu)
  })

  it('nests groups, orders siblings by `order` then table order, and drops empty groups and sections', () => {
    const link = (name: string, nav: RouteRecord['nav']): RouteRecord => ({
      name,
      path: `/${name}`,
      access: 'requiresAuth',
      layout: 'default',
      title: msg`Title`,
      nav,
    })
    const fake: RouteRecord[] = [
      link('orders', { label: msg`Orders`, icon: 'home', section: 'apps-pages', groups: ['shop' as never], order: 2 }),
      link('products', {
        label: msg`Products`,
        icon: 'home',
        section: 'apps-pages',
        groups: ['shop' as never, 'catalog' as never],
      }),
      link('email', { label: msg`Email`, icon: 'home', section: 'apps-pages', order: 1 }),
      link('chat', { label: msg`Chat`, icon: 'home', section: 'apps-pages', order: 1 }),
      {
        ...link('secret', { label: msg`Secret`, icon: 'home', section: 'others' }),
        action: 'read',
        subject: 'AclDemo',
      },
    ]
    const spec = {
      sections: NAV_SECTIONS,
      groups: {
        shop: { label: msg`Shop`, icon: 'home', order: 0 },
        catalog: { label: msg`Catalog`, icon: 'home', order: 5 },
      },
    }
    expect(outline(buildMenu(fake, client, 'products', spec))).toEqual([
      'Apps & Pages* > Shop* > Orders',
      'Apps & Pages* > Shop* > Catalog* > Products*',
      'Apps & Pages* > Email',
      'Apps & Pages* > Chat',
    ])
    expect(() =>
      buildMenu([link('x', { label: msg`X`, icon: 'home', section: 'others', groups: ['nope' as never] })], admin),
    ).toThrow(/no group nope/)
  })

  it('links a parameterised entry where the route redirecting to it lands', () => {
    const links = buildMenu(table, admin).flatMap((section) => menuLinks(section.children))
    expect(links.find((entry) => entry.name === 'account-tab')?.href).toBe('/minha-conta/account')
  })

  it('has only entries that work: each renders a screen, has an icon, and its groups exist', () => {
    for (const record of table) {
      if (!record.nav) continue
      expect(rendersScreen(record), record.name).toBe(true)
      expect(record.name in screens || record.name in templateScreens, record.name).toBe(true)
      expect(isIconName(record.nav.icon), `${record.name}: icon ${record.nav.icon}`).toBe(true)
      for (const group of record.nav.groups ?? [])
        expect(group in NAV_GROUPS, `${record.name}: group ${group}`).toBe(true)
    }
    // Sections and groups the menu shows (for an admin, who sees everything) have their icon.
    const shown = (nodes: readonly MenuNode[]): string[] =>
      nodes.flatMap((node) => (node.kind === 'group' ? [node.icon, ...shown(node.children)] : []))
    for (const section of buildMenu(table, admin))
      for (const icon of [section.icon, ...shown(section.children)]) expect(icon in ICONS, icon).toBe(true)
  })

  it('gives every parameterised screen route a sample the route sweep can open', () => {
    for (const record of table) {
      if (!rendersScreen(record)) continue
      const keys = [...record.path.matchAll(/:(\w+)/g)]
        .map((match) => match[1])
        .concat(record.path.includes('*') ? ['wild'] : [])
      for (const key of keys) expect(record.sample?.[key!], `${record.name} needs sample.${key}`).toBeTruthy()
    }
  })

  it('offers search and shortcuts the screens a person may open, menu entries first', () => {
    const names = openableRoutes(table, client).map((entry) => entry.name)
    expect(names.slice(0, 10)).toEqual([
      'dashboards',
      'dashboard-analytics',
      'dashboard-crm',
      'dashboard-ecommerce',
      'dashboard-logistics',
      'dashboard-academy',
      'automations',
      'chat',
      'integrations',
      'account-tab',
    ])
    expect(names).toContain('automation-new')
    expect(names).not.toContain('instagram-webhooks')
    expect(names).not.toContain('login')
    expect(names).not.toContain('not-found')
  })
})
