import { z } from 'zod'

/**
 * The store's settings (docs/product.md, "eCommerce"): one record per workspace, saved a tab at a
 * time. A workspace that never saved sees `DEFAULT_STORE_SETTINGS`: Aurora Coffee Roasters as the
 * demo shop is set up. The schemas here are the backend's rules and the forms' (the kit's error
 * map words zod's issues in the person's language).
 */
export const SETTINGS_TABS = ['details', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'MAD'] as const
export const TIME_ZONES = [
  'Europe/Paris',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'Africa/Casablanca',
  'Asia/Dubai',
] as const
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'apple-pay', 'google-pay'] as const
export const MANUAL_METHODS = ['bank-transfer', 'cash-on-delivery', 'invoice'] as const
export const ACCOUNT_POLICIES = ['required', 'optional', 'disabled'] as const
export const CONTACT_METHODS = ['email', 'phone-or-email'] as const
export const FIELD_POLICIES = ['required', 'optional', 'hidden'] as const
export const LOCATION_KINDS = ['warehouse', 'shop'] as const
export const STAFF_EMAILS = ['new-order', 'low-stock', 'new-review', 'refund-request', 'referral-converted'] as const
export const CUSTOMER_EMAILS = [
  'order-confirmation',
  'shipping-update',
  'delivered',
  'review-request',
  'abandoned-checkout',
] as const

const text = (max: number) => z.string().trim().min(1).max(max)

export const detailsSchema = z.object({
  storeName: text(80),
  phone: z
    .string()
    .trim()
    .min(6)
    .max(30)
    .regex(/^\+?[\d\s().-]+$/),
  email: z.email(),
  legalName: text(120),
  street: text(120),
  city: text(80),
  postcode: text(20),
  country: text(80),
  currency: z.enum(CURRENCIES),
  timeZone: z.enum(TIME_ZONES),
})

export const paymentsSchema = z.object({
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
  manual: z.array(z.enum(MANUAL_METHODS)),
})

export const checkoutSchema = z.object({
  accounts: z.enum(ACCOUNT_POLICIES),
  contact: z.enum(CONTACT_METHODS),
  companyName: z.enum(FIELD_POLICIES),
  addressLine2: z.enum(FIELD_POLICIES),
  phone: z.enum(FIELD_POLICIES),
  tipping: z.boolean(),
})

export const zoneSchema = z.object({
  id: z.string().min(1).max(40),
  name: text(60),
  countries: text(200),
  rate: z.number().min(0).max(1000),
  /** Free delivery from this order total; none when undefined. */
  freeFrom: z.number().min(0).max(100_000).optional(),
  days: z.number().int().min(0).max(60),
})

export const shippingSchema = z.object({
  zones: z.array(zoneSchema).max(20),
})

export const locationSchema = z.object({
  id: z.string().min(1).max(40),
  name: text(60),
  kind: z.enum(LOCATION_KINDS),
  street: text(120),
  city: text(80),
  country: text(80),
})

export const locationsSchema = z
  .object({
    locations: z.array(locationSchema).min(1).max(20),
    /** The location orders ship from unless another is chosen. */
    defaultId: z.string().min(1),
  })
  .refine((value) => value.locations.some((location) => location.id === value.defaultId), {
    path: ['defaultId'],
    params: { code: 'no-default' },
  })

export const notificationsSchema = z.object({
  staff: z.array(z.enum(STAFF_EMAILS)),
  customer: z.array(z.enum(CUSTOMER_EMAILS)),
})

export const TAB_SCHEMAS = {
  details: detailsSchema,
  payments: paymentsSchema,
  checkout: checkoutSchema,
  shipping: shippingSchema,
  locations: locationsSchema,
  notifications: notificationsSchema,
} as const

export type StoreSettings = { [Tab in SettingsTab]: z.infer<(typeof TAB_SCHEMAS)[Tab]> }

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  details: {
    storeName: 'Aurora Coffee Roasters',
    phone: '+33 4 78 42 19 60',
    email: 'hello@auroracoffee.example',
    legalName: 'Aurora Coffee Roasters SAS',
    street: '12 rue des Torréfacteurs',
    city: 'Lyon',
    postcode: '69007',
    country: 'France',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
  },
  payments: { providers: ['stripe', 'paypal', 'apple-pay'], manual: ['bank-transfer'] },
  checkout: {
    accounts: 'optional',
    contact: 'email',
    companyName: 'optional',
    addressLine2: 'optional',
    phone: 'required',
    tipping: false,
  },
  shipping: {
    zones: [
      { id: 'zone-metro', name: 'Lyon metropolitan area', countries: 'France (69)', rate: 0, days: 1 },
      { id: 'zone-fr', name: 'France', countries: 'France', rate: 4.9, freeFrom: 40, days: 2 },
      {
        id: 'zone-eu',
        name: 'European Union',
        countries: 'Belgium, Germany, Italy, Spain, Netherlands',
        rate: 9.9,
        freeFrom: 80,
        days: 4,
      },
    ],
  },
  locations: {
    locations: [
      {
        id: 'loc-roastery',
        name: 'Gerland roastery',
        kind: 'warehouse',
        street: '12 rue des Torréfacteurs',
        city: 'Lyon',
        country: 'France',
      },
      {
        id: 'loc-croix-rousse',
        name: 'Croix-Rousse coffee bar',
        kind: 'shop',
        street: '4 place de la Croix-Rousse',
        city: 'Lyon',
        country: 'France',
      },
    ],
    defaultId: 'loc-roastery',
  },
  notifications: {
    staff: ['new-order', 'low-stock', 'refund-request'],
    customer: ['order-confirmation', 'shipping-update', 'delivered', 'review-request'],
  },
}

/** A stored settings record: the tabs a workspace saved; the others keep their defaults. */
export interface StoredStoreSettings extends Partial<StoreSettings> {
  id: string
  ownerUid: string
}

export function settingsOf(stored: StoredStoreSettings | undefined): StoreSettings {
  const settings = structuredClone(DEFAULT_STORE_SETTINGS)
  if (!stored) return settings
  for (const tab of SETTINGS_TABS) {
    const saved = TAB_SCHEMAS[tab].safeParse(stored[tab])
    if (saved.success) (settings as Record<SettingsTab, unknown>)[tab] = saved.data
  }
  return settings
}

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value)

/**
 * Rules across rows the backend checks beyond the schema: two shipping zones or two locations
 * with the same name would be told apart by nobody. Answers the refused field's path and code.
 */
export function crossRowIssue(tab: SettingsTab, value: unknown): { field: string; code: string } | null {
  const rows =
    tab === 'shipping'
      ? (value as StoreSettings['shipping']).zones
      : tab === 'locations'
        ? (value as StoreSettings['locations']).locations
        : []
  const seen = new Set<string>()
  for (const [index, row] of rows.entries()) {
    const key = row.name.trim().toLowerCase()
    if (seen.has(key)) return { field: `${tab === 'shipping' ? 'zones' : 'locations'}.${index}.name`, code: 'taken' }
    seen.add(key)
  }
  return null
}
