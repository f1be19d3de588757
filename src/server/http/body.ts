/**
 * A request's body as text, unless it is longer than `maxBytes`: then `null`, having read no
 * more than that (a declared length over the cap is refused before reading anything).
 */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (declared > maxBytes) return null
  // A declared length is all an HTTP parser lets through: read at once, without a stream (the
  // Node host reads it straight from the socket's buffers). A body built in this process may say
  // less than it holds, hence the check after.
  if (Number.isInteger(declared) && declared >= 0) {
    const bytes = await request.arrayBuffer()
    return bytes.byteLength > maxBytes ? null : new TextDecoder().decode(bytes)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
