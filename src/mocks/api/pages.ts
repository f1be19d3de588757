import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  contactFieldErrors,
  CONTENT_LANGUAGES,
  FAQ_CATEGORIES,
  launchSignupFieldErrors,
  type ContactRequest,
  type FaqList,
  type HelpArticleList,
  type LaunchSignupRequest,
  type LaunchSignupResult,
} from '@/domain/pages/content'
import { invalidSteps, isWizardKind, type WizardSubmission } from '@/domain/wizards/schemas'
import { articleIn, searchArticles, searchFaq } from '@/server/pages/content'
import { FAQ_ENTRIES } from '@/server/pages/faq'
import { HELP_ARTICLES } from '@/server/pages/helpArticles'
import { endpoint, jsonObject } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'

const MAX_QUERY = 100

interface StoredSubmission extends WizardSubmission {
  ownerUid: string
  data: unknown
}

interface StoredLaunchSignup extends LaunchSignupRequest {
  id: string
  signedUpAt: string
}

interface StoredContactMessage extends ContactRequest {
  id: string
  receivedAt: string
}

/** `lang` of a content request: one of the app's languages, English when absent. */
const languageQuery = z.object({ lang: z.enum(CONTENT_LANGUAGES).default('en') })
const searchQuery = languageQuery.extend({ q: z.string().max(MAX_QUERY).default('') })
/** The FAQ's search, in one category or (absent or empty) all of them. */
const faqQuery = searchQuery.extend({
  category: z
    .enum(FAQ_CATEGORIES)
    .or(z.literal(''))
    .optional()
    .transform((category) => category || undefined),
})

/** A wizard's submission: its steps' data, checked step by step with the wizard's own schemas. */
export const wizardSubmissionSchema = z.object({ data: z.unknown() })

const refused = (code: string, message: string, fields: Record<string, string>) => apiError(422, code, message, fields)

/**
 * The front site's and the template pages' endpoints. The help center and contact form are public, as a marketing
 * site's are (no `token` needed, no workspace's data in them); the template pages' FAQ and the
 * wizards' submissions need a signed-in caller allowed to read / create `Page`, and a caller only
 * ever reads their own submissions.
 */
export function pagesHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}/help/articles`,
      endpoint(backend, { can: 'public', query: searchQuery }, ({ query: { q, lang } }) => {
        const items = searchArticles(HELP_ARTICLES, q, lang)
        return json<HelpArticleList>({ items, total: items.length })
      }),
    ),
    http.get(
      `${API}/help/articles/:slug`,
      endpoint(backend, { can: 'public', query: languageQuery }, ({ params, query: { lang } }) => {
        const article = HELP_ARTICLES.find((candidate) => candidate.slug === params.slug)
        if (!article) return apiError(404, 'help/not-found', 'No article has this address.')
        return json(articleIn(article, lang))
      }),
    ),
    // The form's rules are the domain's (`contactFieldErrors`), field by field.
    http.post(
      `${API}/contact`,
      endpoint(backend, { can: 'public', body: jsonObject }, async ({ body }) => {
        const fields = contactFieldErrors(body)
        if (Object.keys(fields).length > 0) return refused('contact/invalid', 'Some fields need attention.', fields)
        const sent = body as Partial<ContactRequest>
        const message: StoredContactMessage = {
          id: `contact-${backend.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          name: sent.name!.trim(),
          email: sent.email!.trim(),
          message: sent.message!.trim(),
          receivedAt: new Date(backend.now()).toISOString(),
        }
        await backend.db.collection<StoredContactMessage>('contactMessages').insert(message)
        return json({ id: message.id }, { status: 201 })
      }),
    ),
    // Public like the contact form: a visitor leaves an address to hear of the launch. The same
    // address twice stays one entry, and the answer says so.
    http.post(
      `${API}/launch-signups`,
      endpoint(backend, { can: 'public', body: jsonObject }, async ({ body }) => {
        const fields = launchSignupFieldErrors(body)
        if (Object.keys(fields).length > 0) return refused('launch/invalid', 'Some fields need attention.', fields)
        const email = (body as Partial<LaunchSignupRequest>).email!.trim().toLowerCase()
        const signups = backend.db.collection<StoredLaunchSignup>('launchSignups')
        if ((await signups.all()).some((signup) => signup.email === email))
          return json<LaunchSignupResult>({ status: 'already-subscribed' })
        await signups.insert({
          id: `launch-${backend.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          email,
          signedUpAt: new Date(backend.now()).toISOString(),
        })
        return json<LaunchSignupResult>({ status: 'subscribed' }, { status: 201 })
      }),
    ),
    http.get(
      `${API}/pages/faq`,
      endpoint(backend, { can: ['read', 'Page'], query: faqQuery }, ({ query: { q, lang, category } }) => {
        const items = searchFaq(FAQ_ENTRIES, q, lang, category)
        return json<FaqList>({ items, total: items.length })
      }),
    ),
    http.get(
      `${API}/wizards/:kind`,
      endpoint(backend, { can: ['read', 'Page'] }, async ({ params, user }) => {
        if (!isWizardKind(params.kind)) return apiError(404, 'wizards/not-found', 'No such wizard.')
        const mine = await backend.db
          .collection<StoredSubmission>('wizardSubmissions')
          .filter((submission) => submission.ownerUid === user.uid && submission.kind === params.kind)
        const items = mine.map(({ id, kind, reference, createdAt }) => ({ id, kind, reference, createdAt }))
        return json({ items, total: items.length })
      }),
    ),
    http.post(
      `${API}/wizards/:kind`,
      endpoint(backend, { can: ['create', 'Page'], body: wizardSubmissionSchema }, async ({ params, user, body }) => {
        const kind = params.kind
        if (!isWizardKind(kind)) return apiError(404, 'wizards/not-found', 'No such wizard.')
        const wrong = invalidSteps(kind, body.data)
        if (wrong.length > 0)
          return refused(
            'wizards/invalid',
            'Some steps need attention.',
            Object.fromEntries(wrong.map((step) => [step, 'invalid'])),
          )
        const submission = await backend.db.transaction(async (db) => {
          const submissions = db.collection<StoredSubmission>('wizardSubmissions')
          const count = (await submissions.ownedBy(user.uid)).length
          const stored: StoredSubmission = {
            id: `${kind}-${user.uid.slice(0, 6)}-${count + 1}-${backend.now().toString(36)}`,
            kind,
            reference: `${kind.slice(0, 2).toUpperCase()}-${String(count + 1).padStart(5, '0')}`,
            createdAt: new Date(backend.now()).toISOString(),
            ownerUid: user.uid,
            data: body.data,
          }
          return submissions.insert(stored)
        })
        const { id, reference, createdAt } = submission
        return json<WizardSubmission>({ id, kind, reference, createdAt }, { status: 201 })
      }),
    ),
  ]
}
