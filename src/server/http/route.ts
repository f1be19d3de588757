import { Hono } from 'hono'

/**
 * The backend's endpoints as plain data (method, path, resolver) over web-standard Request and
 * Response, so one definition serves every host: the page (MSW hands `/api/*` to the app) and
 * the Node server. `apiApp` puts them on a Hono app, which does the routing.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type PathParams = Record<string, string>

export interface RouteArgs<Params extends PathParams = PathParams> {
  request: Request
  /** The path's `:name` parameters, decoded. */
  params: Params
}

export type Resolver<Params extends PathParams = PathParams> = (args: RouteArgs<Params>) => Response | Promise<Response>

export interface Route {
  method: Method | 'ALL'
  path: string
  resolve: Resolver
}

const define =
  (method: Route['method']) =>
  <Params extends PathParams = PathParams>(path: string, resolve: Resolver<Params>): Route => ({
    method,
    path,
    resolve: resolve as Resolver,
  })

export const http = {
  get: define('GET'),
  post: define('POST'),
  put: define('PUT'),
  patch: define('PATCH'),
  delete: define('DELETE'),
  all: define('ALL'),
}

/** A JSON response, typed by what it carries. */
export function json<T>(body: T, init?: ResponseInit): Response {
  return Response.json(body, init)
}

/** The endpoints on one Hono app; a path no endpoint takes answers 404 in the API's error shape. */
export function apiApp(routes: readonly Route[]): Hono {
  const app = new Hono()
  for (const route of routes) {
    const handler = (context: { req: { raw: Request; param(): Record<string, string> } }) =>
      route.resolve({ request: context.req.raw, params: context.req.param() })
    if (route.method === 'ALL') app.all(route.path, handler)
    else app.on(route.method, route.path, handler)
  }
  app.notFound((context) =>
    context.json({ error: { code: 'not-found', message: `No endpoint answers ${context.req.path}.` } }, 404),
  )
  return app
}
