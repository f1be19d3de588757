import { http, json } from '@/server/http/route'
import {
  contactFieldErrors,
  FAQ_CATEGORIES,
  launchSignupFieldErrors,
  isContentLanguage,
  type ContactRequest,
  type ContentLanguage,
  type FaqCategory,
  type FaqList,
  type HelpArticleList,
  type LaunchSignupRequest,
  type LaunchSignupResult,
} from '@/domain/pages/content'
import { invalidSteps, isWizardKind, type WizardKind, type WizardSubmission } from '@/domain/wizards/schemas'
import { articleIn, searchArticles, searchFaq } from '@/server/pages/content'
import { FAQ_ENTRIES } from '@/server/pages/faq'
import { HELP_ARTICLES } from '@/server/pages/helpArticles'
import { API, apiError, authenticated } from '../http'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

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
function languageOf(url: URL): ContentLanguage | null {
  const lang = url.searchParams.get('lang') ?? 'en'
  return isContentLanguage(lang) ? lang : null
}

const badQuery = (fields: Record<string, string>) =>
  json(
    { error: { code: 'list/invalid-query', message: 'The query is not one this endpoint takes.', fields } },
    { status: 400 },
  )

const refused = (code: string, message: string, fields: Record<string, string>) =>
  json({ error: { code, message, fields } }, { status: 422 })

/**
 * Issue #17's endpoints. The front site's help center and contact form are public, as a marketing
 * site's are (no `token` needed, no workspace's data in them); the template pages' FAQ and the
 * wizards' submissions need a signed-in caller allowed to read / create `Page`, and a caller only
 * ever reads their own submissions.
 */
export function pagesHandlers(backend: MockBackend) {
  return [
    http.get(`${API}/help/articles`, ({ request }) => {
      const url = new URL(request.url)
      const lang = languageOf(url)
      const q = url.searchParams.get('q') ?? ''
      if (!lang || q.length > MAX_QUERY) return badQuery(lang ? { q: 'too-long' } : { lang: 'invalid' })
      const items = searchArticles(HELP_ARTICLES, q, lang)
      return json<HelpArticleList>({ items, total: items.length })
    }),
    http.get(`${API}/help/articles/:slug`, ({ request, params }) => {
      const lang = languageOf(new URL(request.url))
      if (!lang) return badQuery({ lang: 'invalid' })
      const article = HELP_ARTICLES.find((candidate) => candidate.slug === params.slug)
      if (!article) return apiError(404, 'help/not-found', 'No article has this address.')
      return json(articleIn(article, lang))
    }),
    http.post(`${API}/contact`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Partial<ContactRequest> | null
      if (typeof body !== 'object' || body === null) return apiError(400, 'contact/bad-body', 'Send a JSON object.')
      const fields = contactFieldErrors(body)
      if (Object.keys(fields).length > 0) return refused('contact/invalid', 'Some fields need attention.', fields)
      const message: StoredContactMessage = {
        id: `contact-${backend.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        name: body.name!.trim(),
        email: body.email!.trim(),
        message: body.message!.trim(),
        receivedAt: new Date(backend.now()).toISOString(),
      }
      await backend.db.collection<StoredContactMessage>('contactMessages').insert(message)
      return json({ id: message.id }, { status: 201 })
    }),
    // Public like the contact form: a visitor leaves an address to hear of the launch. The same
    // address twice stays one entry, and the answer says so.
    http.post(`${API}/launch-signups`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Partial<LaunchSignupRequest> | null
      if (typeof body !== 'object' || body === null) return apiError(400, 'launch/bad-body', 'Send a JSON object.')
      const fields = launchSignupFieldErrors(body)
      if (Object.keys(fields).length > 0) return refused('launch/invalid', 'Some fields need attention.', fields)
      const email = body.email!.trim().toLowerCase()
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
    http.get(
      `${API}/pages/faq`,
      authenticated(backend, async ({ request }: { request: Request }, user) => {
        if (!(await abilityOf(backend, user)).can('read', 'Page')) return forbidden('read', 'Page')
        const url = new URL(request.url)
        const lang = languageOf(url)
        const q = url.searchParams.get('q') ?? ''
        const category = url.searchParams.get('category') || undefined
        if (!lang) return badQuery({ lang: 'invalid' })
        if (q.length > MAX_QUERY) return badQuery({ q: 'too-long' })
        if (category && !(FAQ_CATEGORIES as readonly string[]).includes(category))
          return badQuery({ category: 'invalid' })
        const items = searchFaq(FAQ_ENTRIES, q, lang, category as FaqCategory | undefined)
        return json<FaqList>({ items, total: items.length })
      }),
    ),
    http.get(
      `${API}/wizards/:kind`,
      authenticated(backend, async ({ params }: { request: Request; params: Record<string, unknown> }, user) => {
        if (!(await abilityOf(backend, user)).can('read', 'Page')) return forbidden('read', 'Page')
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
      authenticated(
        backend,
        async ({ request, params }: { request: Request; params: Record<string, unknown> }, user) => {
          if (!(await abilityOf(backend, user)).can('create', 'Page')) return forbidden('create', 'Page')
          if (!isWizardKind(params.kind)) return apiError(404, 'wizards/not-found', 'No such wizard.')
          const kind: WizardKind = params.kind
          const body = (await request.json().catch(() => null)) as { data?: unknown } | null
          if (typeof body !== 'object' || body === null) return apiError(400, 'wizards/bad-body', 'Send a JSON object.')
          const wrong = invalidSteps(kind, body.data)
          if (wrong.length > 0)
            return refused(
              'wizards/invalid',
              'Some steps need attention.',
              Object.fromEntries(wrong.map((step) => [step, 'invalid'])),
            )
          const submission = await backend.db.transaction(async (db) => {
            const submissions = db.collection<StoredSubmission>('wizardSubmissions')
            const count = (await submissions.filter((candidate) => candidate.ownerUid === user.uid)).length
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
        },
      ),
    ),
  ]
}
