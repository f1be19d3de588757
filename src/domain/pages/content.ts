/**
 * The public content the mock backend serves to the front pages and the template pages: help-center
 * articles and FAQ entries. Content is data written in each language (as a CMS would hold it), so
 * the endpoints take `lang` and search in that language; screens render it as it comes.
 */
export const CONTENT_LANGUAGES = ['en', 'fr', 'ar'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

export const HELP_CATEGORIES = ['getting-started', 'messaging-rules', 'automations'] as const
export type HelpCategory = (typeof HELP_CATEGORIES)[number]

/** A help-center article in one language, as `GET /api/help/articles/:slug` answers it. */
export interface HelpArticle {
  slug: string
  category: HelpCategory
  title: string
  summary: string
  paragraphs: string[]
  /** Slugs of related articles, in the order shown. */
  related: string[]
}

export type HelpArticleSummary = Pick<HelpArticle, 'slug' | 'category' | 'title' | 'summary'>

export interface HelpArticleList {
  items: HelpArticleSummary[]
  total: number
}

export const FAQ_CATEGORIES = ['getting-started', 'instagram', 'automations', 'billing'] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export interface FaqEntry {
  id: string
  category: FaqCategory
  question: string
  answer: string
}

export interface FaqList {
  items: FaqEntry[]
  total: number
}

/** What the landing page's contact form sends (`POST /api/contact`). */
export interface ContactRequest {
  name: string
  email: string
  message: string
}

export const CONTACT_LIMITS = { nameMax: 80, messageMin: 10, messageMax: 2000 } as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The backend's check of a contact request: the field codes of what is wrong (the kit's common
 * codes, docs/kit.md "Forms"), empty when it is sound. The form checks the same before sending.
 */
export function contactFieldErrors(body: unknown): Record<string, 'required' | 'invalid' | 'too-long' | 'too-short'> {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const errors: Record<string, 'required' | 'invalid' | 'too-long' | 'too-short'> = {}
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string).trim() : '')
  if (!text('name')) errors.name = 'required'
  else if (text('name').length > CONTACT_LIMITS.nameMax) errors.name = 'too-long'
  if (!text('email')) errors.email = 'required'
  else if (!EMAIL.test(text('email'))) errors.email = 'invalid'
  if (!text('message')) errors.message = 'required'
  else if (text('message').length < CONTACT_LIMITS.messageMin) errors.message = 'too-short'
  else if (text('message').length > CONTACT_LIMITS.messageMax) errors.message = 'too-long'
  return errors
}

/** What the coming-soon page's "notify me" form sends (`POST /api/launch-signups`). */
export interface LaunchSignupRequest {
  email: string
}

/** The backend's answer: a new address on the list, or one that was already on it. */
export interface LaunchSignupResult {
  status: 'subscribed' | 'already-subscribed'
}

/** The backend's check of a launch sign-up: the field codes of what is wrong, empty when sound. */
export function launchSignupFieldErrors(body: unknown): Record<string, 'required' | 'invalid'> {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const email = typeof value.email === 'string' ? value.email.trim() : ''
  if (!email) return { email: 'required' }
  return EMAIL.test(email) ? {} : { email: 'invalid' }
}
