import { cleanFileName, MAX_ATTACHMENT_BYTES, type FileRef } from '@/domain/files'
import type { CollectionSpec, Database } from '@/server/storage/database'
import { apiError } from '../http'

/**
 * Attached files (e-mail attachments, kanban cards' files), their bytes in base64: one record per
 * file, owned by a workspace and by the app it was attached in. An upload that is never attached
 * stays its uploader's alone and is served to nobody else.
 */
export interface StoredFile extends FileRef {
  ownerUid: string
  app: 'email' | 'kanban' | 'ecommerce'
  data: string
}

export const storedFilesCollection: CollectionSpec<StoredFile> = {
  name: 'storedFiles',
  isValid: (file) =>
    typeof file.ownerUid === 'string' && typeof file.data === 'string' && typeof file.fileName === 'string',
}

export const refOf = ({ id, fileName, type, size }: StoredFile): FileRef => ({ id, fileName, type, size })

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

/** A text file as stored: seeds use it. */
export const textFile = (text: string) => toBase64(new TextEncoder().encode(text))

/**
 * Keeps an uploaded file (`POST …?name=<file name>`, the bytes as the body, their type as
 * Content-Type). Answers the reference, or the refusal to send back.
 */
export async function keepUpload(
  db: Database,
  request: Request,
  ownerUid: string,
  app: StoredFile['app'],
): Promise<FileRef | Response> {
  const fileName = cleanFileName(new URL(request.url).searchParams.get('name') ?? '')
  if (!fileName) return apiError(422, 'file/name', 'Give the file a name.')
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.length === 0) return apiError(422, 'file/empty', 'The file is empty.')
  if (bytes.length > MAX_ATTACHMENT_BYTES) return apiError(413, 'file/too-large', 'Attach a file of at most 2 MB.')
  const type = (request.headers.get('content-type') || 'application/octet-stream').split(';')[0]!.trim()
  const stored = await db.collection<StoredFile>('storedFiles').insert({
    id: `file-${crypto.randomUUID()}`,
    ownerUid,
    app,
    fileName,
    type,
    size: bytes.length,
    data: toBase64(bytes),
  })
  return refOf(stored)
}

/** The file's bytes as a download, if it is the caller's workspace's and this app's. */
export async function fileDownload(db: Database, id: string, ownerUid: string, app: StoredFile['app']) {
  const file = await db.collection<StoredFile>('storedFiles').get(id)
  if (!file || file.ownerUid !== ownerUid || file.app !== app)
    return apiError(404, 'file/not-found', 'There is no such file.')
  const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0))
  return new Response(bytes, {
    headers: {
      'content-type': file.type,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
    },
  })
}

/** The caller's own files among `ids`, in that order; null when one is not theirs or does not exist. */
export async function ownFiles(
  db: Database,
  ids: readonly string[],
  ownerUid: string,
  app: StoredFile['app'],
): Promise<FileRef[] | null> {
  const files = db.collection<StoredFile>('storedFiles')
  const found: FileRef[] = []
  for (const id of new Set(ids)) {
    const file = await files.get(id)
    if (!file || file.ownerUid !== ownerUid || file.app !== app) return null
    found.push(refOf(file))
  }
  return found
}
