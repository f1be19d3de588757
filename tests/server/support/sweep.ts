import type { Route } from '@/server/http/route'

/** One request of a sweep: a route of the backend with its `:params` filled in. */
export interface Probe {
  /** `METHOD /api/path/:param`, as the route table says. */
  route: string
  method: string
  /** The path under the API's base (`/automations/aut-1`), query string included. */
  path: string
  body?: unknown
}

export interface Answer {
  status: number
  text: string
}

export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)

/** Whether a concrete path (`/api/automations/aut-1`) is this route's. */
export function matches(route: Pick<Route, 'path'>, path: string): boolean {
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:\w+/g, '[^/]+')
  return new RegExp(`^${pattern}$`).test(path.split('?')[0]!)
}

/**
 * Every request of a route with the given ids in its path: each id in every parameter at once,
 * and, when every parameter has an id named for it (`threadId`, `sendId`), those together.
 * A route without parameters is one request. `/api` is left out of the path.
 */
export function probesOf(
  route: Pick<Route, 'method' | 'path'>,
  ids: readonly string[],
  byName: Record<string, string> = {},
): Probe[] {
  const names = paramsOf(route.path)
  const fill = (value: (name: string) => string) =>
    route.path.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)))
  const key = routeKey(route)
  if (names.length === 0) return [{ route: key, method: route.method, path: fill(() => '') }]
  const paths = ids.map((id) => fill(() => id))
  if (names.every((name) => byName[name])) paths.push(fill((name) => byName[name]!))
  return [...new Set(paths)].map((path) => ({ route: key, method: route.method, path }))
}

/**
 * A request as a browser makes it, whose answer is read whole, except an event stream's: that
 * one is read for a moment (what it says at once), then closed.
 */
export async function send(api: string, token: string | null, probe: Probe): Promise<Answer> {
  const abort = new AbortController()
  const response = await fetch(`${api}${probe.path}`, {
    method: probe.method === 'ALL' ? 'GET' : probe.method,
    headers: {
      ...(token ? { token } : {}),
      ...(probe.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    signal: abort.signal,
  })
  if (!response.headers.get('content-type')?.includes('text/event-stream'))
    return { status: response.status, text: await response.text() }
  const reader = response.body!.getReader()
  const first = await Promise.race([reader.read(), new Promise<null>((done) => setTimeout(() => done(null), 300))])
  abort.abort()
  const text = first && !first.done ? new TextDecoder().decode(first.value) : ''
  return { status: response.status, text }
}

/** The secrets an answer shows, leaving out those the request itself carried (an id echoed back). */
export function leaked(answer: Answer, secrets: readonly string[], probe: Probe): string[] {
  const asked = `${decodeURIComponent(probe.path)} ${JSON.stringify(probe.body ?? null)}`
  return secrets.filter((secret) => !asked.includes(secret) && answer.text.includes(secret))
}

/** An answer as text to compare, with the named fields (at any depth of its JSON) left out. */
export function withoutFields(answer: Answer, fields: readonly string[]): string {
  if (fields.length === 0) return JSON.stringify(answer)
  const json: unknown = JSON.parse(answer.text, (key, value: unknown) => (fields.includes(key) ? undefined : value))
  return JSON.stringify({ status: answer.status, json })
}
