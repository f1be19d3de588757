import { Hono } from 'hono'
import { http as msw } from 'msw'
import { INSTAGRAM_HOSTS, type InstagramHosts } from './config'
import type { GraphResult } from './graphErrors'
import { GraphErrors } from './graphErrors'
import type { InstagramPlatform } from './platform'

/**
 * The Instagram Platform mock as an HTTP service of its own, one path prefix per Instagram host
 * (`mockInstagramHosts` gives the base URLs a client is configured with). The authorize step is
 * an HTML form (what a browser sees when the server hosts the mock, and what the Node tests
 * read); in the in-browser harness the app-served consent page (ConsentPage.tsx) plays that part,
 * because MSW cannot answer a navigation.
 */
export function instagramMockApp(platform: InstagramPlatform, options: { publicGraphUrl?: string } = {}): Hono {
  const app = new Hono()
  app.get(`${PREFIX.authorize}`, async (context) => {
    const params = new URL(context.req.url).searchParams
    const validation = platform.validateAuthorize(params)
    if (!validation.ok)
      return html(400, `<h1>Sorry, this page isn't available.</h1><p>${escapeHtml(validation.message)}</p>`)
    const hidden = [...params]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')
    const choices = (await platform.listAccounts())
      .map(
        (account, index) =>
          `<label><input type="radio" name="account" value="${escapeHtml(account.id)}"${index === 0 ? ' checked' : ''}> @${escapeHtml(account.username)}</label>`,
      )
      .join('')
    return html(
      200,
      `<main><h1>Instagram (mock)</h1><form method="post">${hidden}` +
        `<fieldset><legend>Conversa would like to access your Instagram professional account.</legend>${choices}</fieldset>` +
        `<p><button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Cancel</button></p></form></main>`,
    )
  })
  app.post(`${PREFIX.authorize}`, async (context) => {
    const form = new URLSearchParams(await context.req.text())
    const validation = platform.validateAuthorize(form)
    if (!validation.ok) return html(400, `<p>${escapeHtml(validation.message)}</p>`)
    const accountId = form.get('account') ?? (await platform.listAccounts())[0]?.id ?? ''
    const location =
      form.get('decision') === 'allow'
        ? await platform.approve(validation.request, accountId)
        : platform.deny(validation.request)
    return new Response(null, { status: 302, headers: { Location: location } })
  })
  app.post(`${PREFIX.api}/oauth/access_token`, async (context) =>
    graphResponse(await platform.exchangeCode(new URLSearchParams(await context.req.text()))),
  )
  app.all(`${PREFIX.graph}/*`, async (context) => {
    const url = new URL(context.req.url)
    // The app may be mounted under a path of its own (the server hosts it at /__instagram).
    const mounted = url.pathname.indexOf(`${PREFIX.graph}/`) + PREFIX.graph.length
    // Where the client reached the Graph API, for the `next` links of paged answers.
    const publicGraphUrl = options.publicGraphUrl ?? `${url.origin}${url.pathname.slice(0, mounted)}`
    url.pathname = url.pathname.slice(mounted)
    return graphResponse(await routeGraph(platform, new Request(url, context.req.raw), publicGraphUrl))
  })
  return app
}

/** Where each Instagram host lives inside the mock's app. */
const PREFIX = { authorize: '/www/oauth/authorize', api: '/api', graph: '/graph' } as const

/** The base URLs of Instagram's hosts when the mock is served at `base` (`http://127.0.0.1:9300`). */
export function mockInstagramHosts(base: string): InstagramHosts {
  const root = base.replace(/\/$/, '')
  return { authorize: `${root}${PREFIX.authorize}`, api: `${root}${PREFIX.api}`, graph: `${root}${PREFIX.graph}` }
}

/**
 * Instagram's real URLs answered by the mock's app, for MSW (the in-browser harness and the Node
 * tests): each host's requests are handed to its prefix.
 */
export function instagramPlatformHandlers(platform: InstagramPlatform) {
  const app = instagramMockApp(platform, { publicGraphUrl: INSTAGRAM_HOSTS.graph })
  const forward = (host: string, prefix: string) => {
    const hostPath = new URL(host).pathname.replace(/\/$/, '')
    return async ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      const inside = `http://instagram.mock${prefix}${url.pathname.slice(hostPath.length)}${url.search}`
      return app.fetch(new Request(inside, request))
    }
  }
  return [
    msw.all(INSTAGRAM_HOSTS.authorize, forward(INSTAGRAM_HOSTS.authorize, PREFIX.authorize)),
    msw.all(`${INSTAGRAM_HOSTS.api}/*`, forward(INSTAGRAM_HOSTS.api, PREFIX.api)),
    msw.all(`${INSTAGRAM_HOSTS.graph}/*`, forward(INSTAGRAM_HOSTS.graph, PREFIX.graph)),
  ]
}

/** Graph paths, with or without a `/vNN.N` version prefix. */
async function routeGraph(platform: InstagramPlatform, request: Request, publicGraphUrl: string): Promise<GraphResult> {
  const url = new URL(request.url)
  const segments = url.pathname.split('/').filter(Boolean)
  const version = segments[0] && /^v\d+(\.\d+)?$/.test(segments[0]) ? segments.shift() : undefined
  // A paged answer's `next` is this address with its own query; the token goes along only if it came in the query.
  const edgeUrl = (path: string) => (params: URLSearchParams) => {
    const next = new URL(`${publicGraphUrl}${version ? `/${version}` : ''}${path}`)
    const token = url.searchParams.get('access_token')
    if (token) next.searchParams.set('access_token', token)
    for (const [name, value] of params) next.searchParams.set(name, value)
    return next.href
  }
  const nextPage = (after: string) => {
    const params = new URLSearchParams(url.searchParams)
    params.set('after', after)
    return edgeUrl(url.pathname.slice(version ? version.length + 1 : 0))(params)
  }
  const form = await readParams(request)
  const query = url.searchParams
  const param = (name: string) => query.get(name) ?? form.get(name)
  const token = bearer(request) ?? param('access_token')
  const method = request.method
  const [first, second] = segments

  if (method === 'GET' && segments.length === 1 && first === 'access_token') return platform.exchangeForLongLived(query)
  if (method === 'GET' && segments.length === 1 && first === 'refresh_access_token')
    return platform.refreshLongLived(query)
  if (method === 'GET' && segments.length === 1 && first === 'me') return platform.me(token, param('fields'))
  if (method === 'GET' && first === 'me' && second === 'media' && segments.length === 2)
    return platform.listMedia(token, param('fields'))
  if (method === 'GET' && first === 'me' && second === 'ads' && segments.length === 2)
    return platform.listAds(token, param('fields'))
  if (segments.length === 2 && first === 'me' && second === 'messenger_profile') {
    if (method === 'GET') return platform.getMessengerProfile(token, param('fields'), param('platform'))
    // The documented calls name the platform (and, to delete, the fields) in the query string or the body.
    const body: Record<string, unknown> = {
      platform: query.get('platform') ?? undefined,
      fields: query.get('fields')?.split(','),
      ...(await messageBody(request, form)),
    }
    if (method === 'POST') {
      delete body.fields
      return platform.setMessengerProfile(token, body)
    }
    if (method === 'DELETE') return platform.deleteMessengerProfile(token, body)
  }
  if (segments.length === 2 && second === 'subscribed_apps') {
    if (method === 'POST') return platform.subscribeApp(token, param('subscribed_fields'))
    if (method === 'GET') return platform.subscribedApps(token)
    if (method === 'DELETE') return platform.unsubscribeApp(token)
  }
  if (method === 'GET' && segments.length === 2 && first) {
    if (second === 'conversations') return platform.listConversations(token, first, query, nextPage)
    if (second === 'messages') return platform.listMessages(token, first, query, nextPage)
    if (second === 'replies') return platform.listReplies(token, first, query, nextPage)
  }
  if (method === 'GET' && segments.length === 1 && first)
    return platform.readNode(token, first, param('fields'), edgeUrl(`/${first}/messages`))
  if (method === 'POST' && segments.length === 2 && second === 'messages' && first) {
    return platform.sendMessage(token, first, await messageBody(request, form))
  }
  if (method === 'POST' && segments.length === 1 && first && param('hide') !== null)
    return platform.hideComment(token, first, param('hide'))
  if (method === 'POST' && segments.length === 2 && second === 'replies' && first) {
    return platform.replyToComment(token, first, param('message'))
  }
  return GraphErrors.unknownPath(segments.join('/'))
}

function graphResponse(result: GraphResult): Response {
  return Response.json(result.body as Record<string, unknown>, {
    status: result.status,
    headers: result.headers ?? {},
  })
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization')
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null
  return match?.[1] ?? null
}

async function readParams(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('Content-Type') ?? ''
  if (request.method === 'GET' || !type.includes('application/x-www-form-urlencoded')) return new URLSearchParams()
  return new URLSearchParams(await request.clone().text())
}

/** The Send API takes JSON, or form fields whose values are JSON strings. */
async function messageBody(request: Request, form: URLSearchParams): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = await request.clone().json()
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  const body: Record<string, unknown> = {}
  for (const [name, value] of form) {
    try {
      body[name] = JSON.parse(value)
    } catch {
      body[name] = value
    }
  }
  return body
}

/** Enough style for a person to read the mock's consent page; the real one is Instagram's. */
const CONSENT_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fafafa;color:#262626}' +
  'main{max-inline-size:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #dbdbdb;border-radius:8px}' +
  'h1{font-size:1.25rem}fieldset{border:0;padding:0}legend{margin-block-end:.75rem}' +
  'label{display:block;padding:.25rem 0}button{font:inherit;padding:.4rem 1rem;border-radius:6px;border:1px solid #dbdbdb}' +
  'button[value=allow]{background:#0095f6;border-color:#0095f6;color:#fff}'

function html(status: number, body: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Instagram</title><style>${CONSENT_STYLE}</style></head><body>${body}</body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
