/** Failure of a backend call, with what the screens need to explain it. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Machine-readable code from the backend's JSON error, or 'network' / 'bad-response'. */
    readonly code: string,
    message: string,
    /**
     * A validation refusal's per-field codes (`{ error: { fields: { email: 'taken' } } }`), keyed
     * by the request body's field names; forms put them back on their fields.
     */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export type TokenProvider = () => Promise<string | null>

export interface RequestObserver {
  onRequestStart?(): void
  onRequestEnd?(): void
}

export interface ApiClientOptions {
  baseUrl?: string
  fetch?: typeof fetch
  log?: (message: string) => void
  /** Headers every request carries besides the token (the workspace the tab shows). */
  headers?: () => Record<string, string>
  /** Told of every refusal the backend answers with, before the caller gets it. */
  onRefusal?: (error: ApiError) => void
}

/** What a create request may carry besides its body. */
export interface PostOptions {
  /**
   * The form submission's key (`Idempotency-Key`): the backend answers a repeat of the same
   * submission with its first answer instead of creating again (a double click, a retry, a
   * second tab). Kept with the form's draft (docs/kit.md, "Forms").
   */
  idempotencyKey?: string
}

export interface ApiClient {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<T>
  patch<T>(path: string, body?: unknown): Promise<T>
  /** Replaces the whole resource with `body`. */
  put<T>(path: string, body?: unknown): Promise<T>
  delete<T>(path: string): Promise<T>
  /** A file the backend serves (an attachment), with the token like any call. */
  blob(path: string): Promise<Blob>
  /**
   * A response the caller reads as it arrives (a server-sent event stream), with the token like
   * any call; rejects with an ApiError when the server refuses. Not a request the loading bar waits for.
   */
  /** `priority: 'low'` for a long-lived stream: the browser lets the page's own requests go first. */
  stream(path: string, options: { accept: string; signal?: AbortSignal; priority?: RequestPriority }): Promise<Response>
  /** The signed-in session supplies the ID token; null when signed out. */
  setTokenProvider(provider: TokenProvider | null): void
  /** Lets the loading bar follow requests in flight. */
  observe(observer: RequestObserver): () => void
}

/**
 * The one way the app talks to its backend. Every request carries the Firebase ID token in the
 * header `token` while someone is signed in (docs/product.md, "Session and tokens").
 */
export function createApiClient({
  baseUrl = '/api',
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  log = (message) => console.info(message),
  headers: extraHeaders = () => ({}),
  onRefusal = () => {},
}: ApiClientOptions = {}): ApiClient {
  let tokenProvider: TokenProvider | null = null
  const observers = new Set<RequestObserver>()
  const refused = (error: ApiError) => {
    onRefusal(error)
    return error
  }

  async function request<T>(method: string, path: string, body?: unknown, options: PostOptions = {}): Promise<T> {
    const headers = new Headers({ ...extraHeaders(), Accept: 'application/json' })
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
    // A file (a photo) goes as it is, with its own type; anything else as JSON.
    const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : null
    if (body !== undefined) headers.set('Content-Type', file ? file.type : 'application/json')
    const token = tokenProvider ? await tokenProvider() : null
    if (token) headers.set('token', token)
    else if (tokenProvider) log(`No ID token available for ${method} ${path}; sending without it`)

    observers.forEach((observer) => observer.onRequestStart?.())
    try {
      let response: Response
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          method,
          headers,
          body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
        })
      } catch (cause) {
        throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network request failed')
      }
      const payload = await readJson(response)
      if (!response.ok) throw refused(refusal(response, payload))
      return payload as T
    } finally {
      observers.forEach((observer) => observer.onRequestEnd?.())
    }
  }

  async function blob(path: string): Promise<Blob> {
    const response = await stream(path, { accept: '*/*' })
    return response.blob()
  }

  async function stream(
    path: string,
    { accept, signal, priority }: { accept: string; signal?: AbortSignal; priority?: RequestPriority },
  ) {
    const headers = new Headers({ ...extraHeaders(), Accept: accept })
    const token = tokenProvider ? await tokenProvider() : null
    if (token) headers.set('token', token)
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, priority ? { headers, signal, priority } : { headers, signal })
    } catch (cause) {
      throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network request failed')
    }
    if (!response.ok) throw refused(refusal(response, await readJson(response).catch(() => null)))
    return response
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body, options) => request('POST', path, body, options),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
    stream,
    blob,
    setTokenProvider: (provider) => {
      tokenProvider = provider
    },
    observe: (observer) => {
      observers.add(observer)
      return () => observers.delete(observer)
    },
  }
}

/** The backend's JSON error (`{ error: { code, message, fields } }`) as an ApiError. */
function refusal(response: Response, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : `http-${response.status}`,
    typeof error?.message === 'string' ? error.message : response.statusText,
    fieldCodes(error?.fields),
  )
}

/** Field-level error codes (`{ email: 'taken' }`), strings only. */
function fieldCodes(fields: unknown): Record<string, string> {
  if (typeof fields !== 'object' || fields === null) return {}
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(response.status, 'bad-response', 'The server answered with something that is not JSON')
  }
}
