/**
 * The text/event-stream format (HTML, "Server-sent events"): what a server writes and how a client
 * reads it. A client that must send headers (the ID token) cannot use EventSource, so it reads the
 * stream of a fetch with this parser.
 */

export interface StreamEvent {
  event: string
  data: string
  id?: string
}

/** One event as the stream's text: `event:`, `id:`, a `data:` line per line of data, a blank line. */
export function encodeStreamEvent({ event, data, id }: StreamEvent): string {
  const lines = [`event: ${event}`]
  if (id !== undefined) lines.push(`id: ${id}`)
  for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`)
  return `${lines.join('\n')}\n\n`
}

/**
 * Feeds text as it arrives (chunks may split lines anywhere) and calls `onEvent` for each complete
 * event. Comments (`:`) and `retry:` are ignored; an event without data is not dispatched.
 */
export function createStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | undefined
  const dispatch = () => {
    if (data.length > 0)
      onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) })
    event = ''
    data = []
    id = undefined
  }
  return (chunk) => {
    buffer += chunk
    const lines = buffer.split(/\r\n|\r|\n/)
    // The last piece may be a line still arriving (a lone \r at the end too: \r\n may follow).
    buffer = lines.pop() ?? ''
    for (const line of lines) {
      if (line === '') {
        dispatch()
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') id = value
    }
  }
}
