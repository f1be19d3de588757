import { z } from 'zod'
import { WORKSPACE_HEADER } from '@/domain/workspaces'
import type { Action, AppAbility, Subject } from '@/lib/ability'
import type { Resolver, RouteArgs } from '@/server/http/route'
import { accessOf, type CallerWorkspace } from './api/workspaces'
import type { VerifiedIdToken } from './auth/verifyIdToken'
import { apiError, forbidden, verifiedCaller } from './http'
import { answerOnce } from './idempotency'
import { invalidListQuery, parseListQuery, type ListQuery, type ListSpec } from './listQuery'
import type { MockBackend } from './types'

/**
 * One wrapper for every endpoint of the backend: it declares who may call it, and what body and
 * query it takes, and answers every request that falls short before the handler runs, always in the
 * API's error shape (`{ error: { code, message, fields? } }`):
 *
 * - 401 without a valid `token` header (unless the endpoint is public), 403
 *   `workspaces/not-a-member` when the caller's current workspace no longer counts them (their next
 *   request acts in one that does: src/mocks/api/workspaces.ts), 403 when the caller's CASL
 *   rules (their app-wide role's and their workspace role's, read on every request) do not allow `can`,
 *   409 `workspaces/switched` when the request names (`x-conversa-workspace`) a workspace other than
 *   the caller's current one (another tab or device switched since: see `WORKSPACE_HEADER`), 403
 *   `workspaces/not-a-member` when they no longer belong to the one it names;
 * - 400 `request/not-json` for a body that is not JSON, 400 `request/invalid` for a body or query
 *   its schema refuses, naming each field by its dotted path with a reason code (422 with the
 *   endpoint's own code when the schema is a domain form's: `refusedAs`);
 * - 400 `list/invalid-query` for a list query (`listQuery.ts`) it cannot read.
 *
 * A POST with an `Idempotency-Key` header runs once per caller, key and body: a repeat gets the
 * first success again (`idempotency.ts`).
 *
 * The handler gets the caller, the workspace they act in (`workspace.id`, the owner of its records,
 * and their `workspace.role` there), their rules (app-wide role and workspace role combined:
 * src/domain/workspaces), and the body and query as the schemas typed them.
 * What depends on the record (whose it is, what the workspace holds) is the handler's to check.
 */

/**
 * Who may call an endpoint: whoever the caller's rules allow this action on this subject;
 * `'signedIn'`: any valid token (what is the caller's own: their session, profile, preferences);
 * `'public'`: anyone, without a token (demo logins, the public site's forms, Meta's webhooks).
 */
export type Permission = readonly [action: Action, subject: Subject] | 'signedIn' | 'public'

/** A query is read with a zod schema (over its parameters by name) or as a list query. */
type QuerySpec = z.ZodType | ListSpec<never>

export interface EndpointSpec<
  Can extends Permission,
  Body extends z.ZodType | undefined,
  Query extends QuerySpec | undefined,
> {
  can: Can
  /** The JSON body's schema; without one the body is left unread (an upload reads its bytes). */
  body?: Body
  /**
   * For a body whose schema is a domain form's (its checks are the domain's rules, worded with the
   * reason codes the form shows, `users/invalid`): the code its refusals carry, as a 422 in the same
   * shape. A body that is not even the schema's kind of value (not an object) stays a 400.
   */
  refusedAs?: string
  /**
   * Answers a tab that shows another workspace than the caller's current one: the list of their
   * workspaces and the switch, with which that tab switches back.
   */
  fromAnyWorkspace?: true
  /** The query's schema, over its parameters by name (a repeated one as a list), or a list spec. */
  query?: Query
}

type PathParams = Record<string, string>

type Caller<Can> = Can extends 'public'
  ? { user: null; ability: null; workspace: null }
  : { user: VerifiedIdToken; ability: AppAbility; workspace: CallerWorkspace }

export type EndpointArgs<Can, Body, Query, Params extends PathParams = PathParams> = RouteArgs<Params> &
  Caller<Can> & {
    body: Body extends z.ZodType ? z.output<Body> : undefined
    query: Query extends z.ZodType ? z.output<Query> : Query extends ListSpec<never> ? ListQuery : undefined
  }

type Read = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * A route's resolver that runs `handler` only for a request `spec` allows:
 *
 * ```ts
 * http.patch(
 *   `${API}/users/:id`,
 *   endpoint(
 *     backend,
 *     { can: ['update', 'User'], body: userChangeSchema, refusedAs: 'users/invalid' },
 *     async ({ params, body }) => …,
 *   ),
 * )
 * ```
 */
export function endpoint<
  const Can extends Permission,
  Body extends z.ZodType | undefined = undefined,
  Query extends QuerySpec | undefined = undefined,
  Params extends PathParams = PathParams,
>(
  backend: MockBackend,
  spec: EndpointSpec<Can, Body, Query>,
  handler: (args: EndpointArgs<Can, Body, Query, Params>) => Response | Promise<Response>,
): Resolver<Params> {
  const can: Permission = spec.can
  const answer = async (
    request: Request,
    params: Params,
    caller: Caller<'signedIn'> | Caller<'public'>,
  ): Promise<Response> => {
    const query = spec.query === undefined ? undefined : readQuery(new URL(request.url), spec.query)
    if (query && !query.ok) return query.response
    const body = spec.body === undefined ? undefined : await readBody(request, spec.body, spec.refusedAs)
    if (body && !body.ok) return body.response
    const args = { request, params, ...caller, body: body?.value, query: query?.value }
    // The values are what `spec` declared: the types say so, the checks above made it true.
    return handler(args as unknown as EndpointArgs<Can, Body, Query, Params>)
  }
  const resolver: Resolver<Params> = async ({ request, params }) => {
    if (can === 'public')
      return answerOnce(backend.db, backend.now, request, '', () =>
        answer(request, params, { user: null, ability: null, workspace: null }),
      )
    const user = await verifiedCaller(backend, request)
    if (user instanceof Response) return user
    // A signed-in endpoint gets the rules too: what it shows may depend on them (notifications).
    const access = await accessOf(backend, user, {
      shown: request.headers.get(WORKSPACE_HEADER),
      anyWorkspace: spec.fromAnyWorkspace,
    })
    if (access instanceof Response) return access
    const { ability, workspace } = access
    const response =
      can !== 'signedIn' && !ability.can(can[0], can[1])
        ? forbidden(can[0], can[1])
        : await answerOnce(backend.db, backend.now, request, user.uid, () =>
            answer(request, params, { user, ability, workspace }),
          )
    return withWorkspace(response, workspace.id)
  }
  SPECS.set(resolver as Resolver, spec)
  return resolver
}

const SPECS = new WeakMap<Resolver, EndpointSpec<Permission, z.ZodType | undefined, QuerySpec | undefined>>()

/** What a route's resolver declared, when `endpoint` made it: for tests that go over every endpoint. */
export function endpointSpecOf(
  resolver: Resolver,
): EndpointSpec<Permission, z.ZodType | undefined, QuerySpec | undefined> | undefined {
  return SPECS.get(resolver)
}

function withWorkspace(response: Response, workspaceId: string): Response {
  try {
    response.headers.set(WORKSPACE_HEADER, workspaceId)
    return response
  } catch {
    // A response passed on from fetch() has immutable headers: answer with a copy.
    const copy = new Response(response.body, response)
    copy.headers.set(WORKSPACE_HEADER, workspaceId)
    return copy
  }
}

async function readBody(request: Request, schema: z.ZodType, refusedAs: string | undefined): Promise<Read> {
  let value: unknown
  try {
    value = JSON.parse(await request.text())
  } catch {
    return { ok: false, response: apiError(400, 'request/not-json', 'The body is not JSON.') }
  }
  const parsed = schema.safeParse(value, { error: reasonOf })
  if (parsed.success) return { ok: true, value: parsed.data }
  const malformed = parsed.error.issues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0)
  return {
    ok: false,
    response:
      refusedAs && !malformed
        ? apiError(422, refusedAs, 'Some fields need attention.', fieldsOf(parsed.error, 'body'))
        : invalidRequest(fieldsOf(parsed.error, 'body')),
  }
}

function readQuery(url: URL, spec: QuerySpec): Read {
  if (!(spec instanceof z.ZodType)) {
    const parsed = parseListQuery(url, spec)
    return parsed.ok ? { ok: true, value: parsed.query } : { ok: false, response: invalidListQuery(parsed.fields) }
  }
  const parameters: Record<string, string | string[]> = {}
  for (const [name, value] of url.searchParams) {
    const earlier = parameters[name]
    parameters[name] = earlier === undefined ? value : [earlier, value].flat()
  }
  const parsed = spec.safeParse(parameters, { error: reasonOf })
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, response: invalidRequest(fieldsOf(parsed.error, 'query')) }
}

/** The 400 of a request whose fields are not what the endpoint takes, for checks a schema cannot make. */
export function invalidRequest(fields: Record<string, string>): Response {
  return apiError(400, 'request/invalid', 'Some fields of the request are not valid.', fields)
}

/**
 * The reason code of a refused value, for the checks whose schema says nothing of its own (a
 * schema's own message is already a reason code: `phone`, `above-price`): the codes forms know.
 */
function reasonOf(issue: z.core.$ZodRawIssue): string {
  if (issue.input === undefined) return 'required'
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array'))
    return Number(issue.minimum) <= 1 ? 'required' : 'too-short'
  if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) return 'too-long'
  return 'invalid'
}

/**
 * Each refused field by its dotted path (`items.0.cost`), with its first reason; `root` for the
 * whole value. A refused item of a list of plain values names the list, as a form edits such a list
 * in one field (`emails`), while a list of objects names the item's field (`zones.3.name`).
 */
function fieldsOf(error: z.ZodError, root: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]
    for (const path of paths) {
      const field = typeof path.at(-1) === 'number' ? path.slice(0, -1) : path
      fields[field.map(String).join('.') || root] ??=
        issue.code === 'unrecognized_keys' ? 'unknown-field' : issue.message
    }
  }
  return fields
}

/** A query parameter that may be repeated (`?id=a&id=b`), read as a list: empty when absent. */
export function repeated<List extends z.ZodArray>(list: List) {
  return z.preprocess((value) => (value === undefined ? [] : [value].flat()), list)
}

/** A body that is a JSON object, whatever its fields: for a domain check that reads it field by field. */
export const jsonObject = z.record(z.string(), z.unknown())
