import { GraphErrors, type GraphResult } from './graphErrors'

/** One requested field: `messages.limit(5){id,from}` is `{ name: 'messages', limit: 5, fields: [id, from] }`. */
export interface FieldRequest {
  name: string
  limit?: number
  fields?: FieldRequest[]
}

/**
 * Graph's `fields` parameter, with field expansion (`messages{id,created_time}`) and the `limit`
 * modifier; `null` when it does not parse. An absent parameter asks for `fallback`.
 */
export function parseFields(spec: string | null, fallback = 'id'): FieldRequest[] | null {
  const text = (spec ?? '').trim() || fallback
  const fields: FieldRequest[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index <= text.length; index++) {
    const char = text[index]
    if (char === '{' || char === '(') depth++
    else if (char === '}' || char === ')') depth--
    if (depth < 0) return null
    if ((char === ',' || char === undefined) && depth === 0) {
      const field = parseField(text.slice(start, index).trim())
      if (field === null) return null
      if (field !== undefined) fields.push(field)
      start = index + 1
    }
  }
  return depth === 0 ? fields : null
}

function parseField(part: string): FieldRequest | null | undefined {
  if (part === '') return undefined
  const match = /^([a-z_]+)(?:\.limit\((\d+)\))?(?:\{(.*)\})?$/s.exec(part)
  if (!match) return null
  const [, name, limit, inner] = match
  const fields = inner === undefined ? undefined : parseFields(inner)
  if (fields === null) return null
  return { name: name!, ...(limit ? { limit: Number(limit) } : {}), ...(fields ? { fields } : {}) }
}

/** Requested fields written back as the `fields` parameter. */
export function fieldsText(fields: readonly FieldRequest[]): string {
  return fields
    .map(
      (field) =>
        `${field.name}${field.limit ? `.limit(${field.limit})` : ''}${field.fields ? `{${fieldsText(field.fields)}}` : ''}`,
    )
    .join(',')
}

/**
 * The requested fields of a node, from the values it has; the first unknown field is Graph's
 * "nonexisting field" error. `id` is always answered, as Graph does.
 */
export function pickFields(
  requested: readonly FieldRequest[] | null,
  values: Record<string, (field: FieldRequest) => unknown>,
  nodeType: string,
): { ok: true; body: Record<string, unknown> } | { ok: false; result: GraphResult } {
  if (requested === null) return { ok: false, result: GraphErrors.invalidParameter('Syntax error in the fields') }
  const unknown = requested.find((field) => !(field.name in values))
  if (unknown)
    return {
      ok: false,
      result: GraphErrors.invalidParameter(
        `Tried accessing nonexisting field (${unknown.name}) on node type (${nodeType})`,
      ),
    }
  const body: Record<string, unknown> = { id: values.id?.({ name: 'id' }) }
  for (const field of requested) body[field.name] = values[field.name]!(field)
  return { ok: true, body }
}

/** Graph's timestamps: ISO 8601 to the second, `+0000`. */
export function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d+Z$/, '+0000')
}

/** Edges answer 25 items a page unless asked otherwise, 100 at most. */
export function pageSize(limit: string | number | null | undefined): number {
  const asked = Number(limit)
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 100) : 25
}

/**
 * One page of an edge in Graph's shape, `{ data, paging: { cursors, next? } }`: the items after
 * the `after` cursor (an item's own cursor, so items arriving meanwhile shift nothing). `next`
 * is the URL of the following page when the caller can name it.
 */
export function graphPage<T>(
  items: readonly T[],
  cursorOf: (item: T) => string,
  options: { limit: number; after: string | null; nextUrl?: (after: string) => string },
): { data: T[]; paging?: { cursors: { before: string; after: string }; next?: string } } {
  const from = options.after === null ? 0 : items.findIndex((item) => cursorOf(item) === options.after) + 1
  const data = items.slice(from, from + options.limit)
  if (data.length === 0) return { data }
  const after = cursorOf(data[data.length - 1]!)
  const more = from + data.length < items.length
  return {
    data,
    paging: {
      cursors: { before: cursorOf(data[0]!), after },
      ...(more && options.nextUrl ? { next: options.nextUrl(after) } : {}),
    },
  }
}

/** An opaque cursor for an item known by its time and id. */
export function cursorOf(at: number, id: string): string {
  return base64url(`${at}:${id}`)
}

export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}
