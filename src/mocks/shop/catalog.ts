import type { CourseTopic, ProductCategory } from '@/domain/shop/model'

/*
 * The demo shop's fixed names: Aurora Coffee Roasters' catalogue, projects, routes and courses.
 * Faker picks among them (and makes up people), so the copy reads like one real business.
 */

const ORIGINS = [
  'Ethiopia Yirgacheffe',
  'Colombia Huila',
  'Brazil Cerrado',
  'Kenya Nyeri',
  'Guatemala Antigua',
  'Costa Rica Tarrazú',
  'Rwanda Huye',
  'Peru Cajamarca',
  'Aurora House Blend',
  'Aurora Decaf',
]

export const PRODUCTS: readonly { name: string; category: ProductCategory; price: [number, number] }[] = [
  ...ORIGINS.map((origin) => ({
    name: `${origin} beans, 250 g`,
    category: 'beans' as const,
    price: [9, 16] as [number, number],
  })),
  ...ORIGINS.map((origin) => ({
    name: `${origin} beans, 1 kg`,
    category: 'beans' as const,
    price: [30, 52] as [number, number],
  })),
  ...ORIGINS.map((origin) => ({
    name: `${origin} drip bags, box of 10`,
    category: 'drip-bags' as const,
    price: [12, 15] as [number, number],
  })),
  ...(
    [
      ['V60 dripper', [22, 28]],
      ['Chemex, 6 cups', [45, 55]],
      ['AeroPress', [35, 42]],
      ['French press, 1 l', [28, 36]],
      ['Moka pot, 6 cups', [32, 40]],
      ['Kalita Wave 185', [30, 38]],
      ['Cold brew jar', [25, 30]],
      ['Espresso machine, single group', [540, 620]],
    ] as const
  ).map(([name, price]) => ({ name, category: 'brewers' as const, price: [...price] as [number, number] })),
  ...(
    [
      ['Hand grinder', [65, 90]],
      ['Electric burr grinder', [180, 240]],
      ['Travel grinder', [45, 55]],
      ['Gooseneck kettle', [55, 75]],
    ] as const
  ).map(([name, price]) => ({ name, category: 'grinders' as const, price: [...price] as [number, number] })),
  ...(
    [
      ['Paper filters, pack of 100', [5, 7]],
      ['Scale with timer', [38, 48]],
      ['Milk jug, 600 ml', [18, 24]],
      ['Tamper, 58 mm', [26, 34]],
      ['Knock box', [20, 26]],
      ['Cleaning tablets', [9, 12]],
      ['Travel mug', [19, 25]],
      ['Cupping spoon', [8, 11]],
    ] as const
  ).map(([name, price]) => ({ name, category: 'accessories' as const, price: [...price] as [number, number] })),
]

/** Where the shop's customers live (ISO 3166 alpha-2), the most frequent first. */
export const COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'NL', 'BE', 'IT', 'GB', 'US', 'MA', 'AE'] as const
export const COUNTRY_WEIGHTS = [26, 16, 14, 10, 7, 5, 5, 5, 5, 4, 3]

export const PROJECTS = [
  'Spring catalogue photo shoot',
  'Subscription box launch',
  'Checkout redesign',
  'Wholesale price list',
  'Solar panels on the roastery',
  'Arabic storefront',
  'French storefront',
  'Loyalty programme',
  'Instagram reels calendar',
  'Compostable packaging',
  'Barista academy videos',
  'Van fleet tracking',
  'Returns portal',
  'Holiday gift boxes',
  'Café partner onboarding',
  'Cold brew bottling line',
  'Customer survey',
  'Warehouse shelving',
  'Newsletter redesign',
  'Origin trip to Rwanda',
]

export const CITIES: readonly { city: string; country: string }[] = [
  { city: 'Lisbon', country: 'PT' },
  { city: 'Porto', country: 'PT' },
  { city: 'Faro', country: 'PT' },
  { city: 'Madrid', country: 'ES' },
  { city: 'Seville', country: 'ES' },
  { city: 'Barcelona', country: 'ES' },
  { city: 'Valencia', country: 'ES' },
  { city: 'Bordeaux', country: 'FR' },
  { city: 'Toulouse', country: 'FR' },
  { city: 'Lyon', country: 'FR' },
]

export const ROADS = [
  'A1 near Coimbra',
  'A2 near Grândola',
  'A-4 near Córdoba',
  'AP-7 near Tarragona',
  'A-3 near Cuenca',
  'A63 near Bayonne',
  'A61 near Carcassonne',
  'A7 near Valence',
  'IP1 near Albufeira',
  'A-66 near Salamanca',
]

export const COURSES: readonly { title: string; topic: CourseTopic }[] = [
  { title: 'Espresso fundamentals', topic: 'espresso' },
  { title: 'Dialling in a new roast', topic: 'espresso' },
  { title: 'Milk steaming for flat whites', topic: 'espresso' },
  { title: 'Espresso machine care', topic: 'espresso' },
  { title: 'Reading extraction yield', topic: 'espresso' },
  { title: 'Pour-over with a V60', topic: 'brewing' },
  { title: 'Batch brew for busy mornings', topic: 'brewing' },
  { title: 'Cold brew and iced coffee', topic: 'brewing' },
  { title: 'Water chemistry for coffee', topic: 'brewing' },
  { title: 'AeroPress recipes', topic: 'brewing' },
  { title: 'Latte art: the heart', topic: 'latte-art' },
  { title: 'Latte art: tulips and rosettas', topic: 'latte-art' },
  { title: 'Latte art competition routines', topic: 'latte-art' },
  { title: 'Etching and colour', topic: 'latte-art' },
  { title: 'Roasting basics', topic: 'roasting' },
  { title: 'Roast profiles for espresso', topic: 'roasting' },
  { title: 'Cupping like a Q grader', topic: 'roasting' },
  { title: 'Green coffee sourcing', topic: 'roasting' },
  { title: 'Sample roasting', topic: 'roasting' },
  { title: 'Welcoming guests at the bar', topic: 'service' },
  { title: 'Handling complaints calmly', topic: 'service' },
  { title: 'Allergens and dietary needs', topic: 'service' },
  { title: 'Upselling without pressure', topic: 'service' },
  { title: 'Opening and closing routines', topic: 'service' },
  { title: 'Pricing a coffee menu', topic: 'business' },
  { title: 'Stock control for cafés', topic: 'business' },
  { title: 'Wholesale accounts', topic: 'business' },
  { title: 'Hiring and training baristas', topic: 'business' },
  { title: 'Selling coffee online', topic: 'business' },
  { title: 'Running a subscription', topic: 'business' },
]
