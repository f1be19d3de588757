/**
 * A file a person attached (an e-mail's attachment, a kanban card's): kept by the backend, which
 * answers with this reference; its bytes are fetched on demand (docs/product.md, "Email").
 */
export interface FileRef {
  id: string
  fileName: string
  /** Its media type as the browser gave it ('application/octet-stream' when unknown). */
  type: string
  /** Bytes. */
  size: number
}

/** The largest attachment kept, in bytes: the mock database lives in the browser. */
export const MAX_ATTACHMENT_BYTES = 2_000_000
/** How many files one e-mail or card may hold. */
export const MAX_ATTACHMENTS = 5

/** A file name as shown and downloaded: no folders, no control characters, at most 120 characters. */
export function cleanFileName(raw: string): string | null {
  const name = raw
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  return name === '' || name === '.' || name === '..' || name.length > 120 ? null : name
}
