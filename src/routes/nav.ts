import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The menu's sections: the dashboards, then the product's own (automations, inbox, integrations,
 * webhooks), then the template's in its order (docs/product.md, "Routes"). A section with no
 * entry the user may open is left out; entries come from the route table's `nav` fields.
 * `collapsible` sections render as one collapsible group in the vertical menu (Dashboards, Front
 * pages); the others as a heading above their entries. In the horizontal menu every section is a
 * popover.
 */
export const NAV_SECTIONS = [
  { id: 'dashboards', label: msg`Dashboards`, icon: 'home', collapsible: true },
  { id: 'product', label: msg`Product`, icon: 'bolt', collapsible: false },
  { id: 'front-pages', label: msg`Front pages`, icon: 'files', collapsible: true },
  { id: 'apps-pages', label: msg`Apps & Pages`, icon: 'apps', collapsible: false },
  { id: 'user-interface', label: msg`User interface`, icon: 'components', collapsible: false },
  { id: 'forms-tables', label: msg`Forms & tables`, icon: 'forms', collapsible: false },
  { id: 'charts', label: msg`Charts`, icon: 'charts', collapsible: false },
  { id: 'others', label: msg`Others`, icon: 'dots', collapsible: false },
] as const satisfies readonly NavSectionSpec[]

export interface NavSectionSpec {
  id: string
  label: MessageDescriptor
  /**
   * A name from the icon registry (src/components/icon/iconRegistry.ts). The registry ships with
   * the shell, so a section's icon joins it with the section's first entry (the menu test checks).
   */
  icon: string
  collapsible: boolean
}

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id']

/**
 * Collapsible groups inside a section (eCommerce › Products › List). A route's `nav.groups` names
 * them outermost first; a group shows when at least one of its entries does. Apps add theirs here.
 */
export const NAV_GROUPS = {
  ecommerce: { label: msg`eCommerce`, icon: 'cart', order: 25 },
  'ecommerce-products': { label: msg`Products`, icon: 'cart', order: 20 },
  'ecommerce-orders': { label: msg`Orders`, icon: 'cart', order: 30 },
  'ecommerce-customers': { label: msg`Customers`, icon: 'users', order: 40 },
  academy: { label: msg`Academy`, icon: 'school', order: 30 },
  logistics: { label: msg`Logistics`, icon: 'truck', order: 32 },
  invoice: { label: msg`Invoice`, icon: 'invoice', order: 40 },
  user: { label: msg`Users`, icon: 'users', order: 44 },
  access: { label: msg`Roles & permissions`, icon: 'lock', order: 45 },
  pages: { label: msg`Pages`, icon: 'file', order: 50 },
  misc: { label: msg`Misc`, icon: 'alert', order: 90 },
  authentication: { label: msg`Authentication`, icon: 'lock', order: 55 },
  'auth-login': { label: msg`Sign in`, icon: 'file', order: 10 },
  'auth-register': { label: msg`Create an account`, icon: 'file', order: 20 },
  'auth-forgot-password': { label: msg`Forgot password`, icon: 'file', order: 40 },
  'auth-reset-password': { label: msg`Reset password`, icon: 'file', order: 50 },
  'auth-verify-email': { label: msg`Verify email`, icon: 'file', order: 60 },
  'auth-two-steps': { label: msg`Two steps`, icon: 'file', order: 70 },
  cards: { label: msg`Cards`, icon: 'cards', order: 35 },
  'wizard-examples': { label: msg`Wizard examples`, icon: 'wand', order: 60 },
  // The UI catalogue (src/routes/catalogueRoutes.ts).
  components: { label: msg`Components`, icon: 'components', order: 10 },
  extensions: { label: msg`Extensions`, icon: 'puzzle', order: 20 },
  'form-elements': { label: msg`Form elements`, icon: 'forms', order: 10 },
  'form-wizard': { label: msg`Form wizard`, icon: 'wand', order: 30 },
  tables: { label: msg`Tables`, icon: 'table', order: 50 },
} as const satisfies Record<string, NavGroupSpec>

export interface NavGroupSpec {
  label: MessageDescriptor
  icon: string
  /** Place among its siblings (entries and groups), lowest first; ties keep the table's order. */
  order: number
}

export type NavGroupId = keyof typeof NAV_GROUPS
