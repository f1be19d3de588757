import type { MiddlewareHandler } from 'hono'
import { WORKSPACE_HEADER } from '@/domain/workspaces'

/**
 * Structured logs: one JSON line per record. Callers never hand it a token, a cookie or a request
 * body; `redact` is the net for the day one slips through (an error message quoting a token).
 */
export interface Log {
  info(record: Record<string, unknown>): void
  error(record: Record<string, unknown>): void
}

/**
 * Lines are written once per turn of the event loop, together: under load, a write per request
 * cost the server about a seventh of its time.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = []
  const flush = () => {
    const lines = pending
    pending = []
    process.stdout.write(`${lines.join('\n')}\n`)
  }
  process.once('exit', () => {
    if (pending.length > 0) flush()
  })
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush)
  }
}

export function jsonLog(write: (line: string) => void = batchedStdout()): Log {
  const emit = (level: string, record: Record<string, unknown>) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, ...(redact(record) as Record<string, unknown>) }))
  }
  return { info: (record) => emit('info', record), error: (record) => emit('error', record) }
}

export const silentLog: Log = { info: () => {}, error: () => {} }

/**
 * Fields dropped whatever they hold: any name ending in token, secret or password
 * (`accessToken`, `hub.verify_token`, `clientSecret`) and the credential headers, compared
 * without case, `_` or `-`.
 */
const SECRET_FIELD = /(token|secret|password)$|^(authorization|cookie|setcookie)$/

/**
 * A JWT (a Firebase ID token; the emulator's are unsigned, so the signature may be empty) or an
 * Instagram token (`IGAA…`, `IGQV…`: `IG` and a long base64url run), anywhere in a string.
 */
const TOKEN_TEXT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\bIG[\w-]{30,}/g
const REDACTED = '[redacted]'
/** Deeper than any record the server writes: past it, a value is left out rather than walked. */
const MAX_DEPTH = 6

/** The record as it may be written: secret fields dropped, tokens in text replaced, errors described. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(TOKEN_TEXT, REDACTED)
  if (value instanceof Error) return redact(`${value.name}: ${value.message}`)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return REDACTED
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const kept: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (!SECRET_FIELD.test(key.toLowerCase().replace(/[-_]/g, ''))) kept[key] = redact(field, depth + 1)
  }
  return kept
}

const round = (ms: number) => Math.round(ms * 10) / 10

/**
 * One line per request: method, path (never its query, which may carry `hub.verify_token` or an
 * OAuth code), status, time taken, and the caller's workspace when the request was signed in.
 */
export function requestLog(log: Log): MiddlewareHandler {
  return async (context, next) => {
    const started = performance.now()
    await next()
    const workspace = context.res.headers.get(WORKSPACE_HEADER)
    if (workspace !== null) context.res.headers.delete(WORKSPACE_HEADER)
    log.info({
      msg: 'request',
      method: context.req.method,
      path: loggedPath(context.req.path),
      status: context.res.status,
      ms: round(performance.now() - started),
      ...(workspace ? { workspace } : {}),
    })
  }
}

/** Instagram may hand the OAuth code back in the path (`/callback/instagram/{code}`): that part is left out. */
function loggedPath(path: string): string {
  return path.startsWith(OAUTH_CALLBACK) ? `${OAUTH_CALLBACK}${REDACTED}` : path
}
const OAUTH_CALLBACK = '/callback/instagram/'

/** What a worker did with one job; `error` is what made it fail or retry, when something did. */
export interface JobRecord {
  kind: string
  id: string
  /** The workspace the job was for, when it was for one. */
  workspace?: string
  /** `done`, `retry`, `failed`…: the worker's own words for how the attempt ended. */
  outcome: string
  /** The attempts made so far, this one included. */
  attempts: number
  durationMs: number
  error?: unknown
}

export interface JobLog {
  job(record: JobRecord): void
}

/** One line per job attempt, at level error when it carries an error. */
export function jobLog(log: Log): JobLog {
  return {
    job: ({ error, durationMs, ...record }) => {
      const line = { msg: 'job', ...record, durationMs: round(durationMs) }
      if (error === undefined) log.info(line)
      else log.error({ ...line, error })
    },
  }
}
