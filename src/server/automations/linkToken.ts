/**
 * The token of a tracked link (`/r/{token}`): which automation, step and run sent it, to whom, and
 * where it leads, signed with a secret only the server holds. The redirect follows a token only
 * when its signature holds, so nobody can make the app's address lead elsewhere (no open redirect).
 */
interface TrackedLink {
  automationId: string
  stepId: string
  runId: string
  contactId?: string
  url: string
}

/** The path the redirect answers under the app's public origin. */
export const LINK_PATH = '/r'

const encoder = new TextEncoder()
/** Keeps this key's signatures apart from anything else the same secret signs (webhooks). */
const PURPOSE = 'conversa-tracked-link:'

const keys = new Map<string, Promise<CryptoKey>>()

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    if (keys.size >= 16) keys.clear()
    key = crypto.subtle.importKey('raw', encoder.encode(PURPOSE + secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** Only web addresses are ever sent through the redirect. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** `payload.signature`, both base64url; the payload is the link as JSON. */
async function signLink(secret: string, link: TrackedLink): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(link)))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(payload)))
  return `${payload}.${toBase64Url(signature)}`
}

/** The link a token names, or undefined when it is malformed or its signature does not hold. */
export async function readLink(secret: string, token: string): Promise<TrackedLink | undefined> {
  const [payload, signature, ...extra] = token.split('.')
  if (!payload || !signature || extra.length > 0) return undefined
  const signatureBytes = fromBase64Url(signature)
  const payloadBytes = fromBase64Url(payload)
  if (!signatureBytes || !payloadBytes) return undefined
  // `verify` compares in constant time: a forger learns nothing from how long a refusal takes.
  const valid = await crypto.subtle.verify('HMAC', await keyOf(secret), signatureBytes, encoder.encode(payload))
  if (!valid) return undefined
  try {
    const link = JSON.parse(new TextDecoder().decode(payloadBytes)) as TrackedLink
    return typeof link.automationId === 'string' &&
      typeof link.stepId === 'string' &&
      typeof link.runId === 'string' &&
      typeof link.url === 'string' &&
      isWebUrl(link.url)
      ? link
      : undefined
  } catch {
    return undefined
  }
}

/** The app's address for the link: `${origin}/r/${token}`; a target that is not a web address stays as it is. */
export async function trackedUrl(origin: string, secret: string, link: TrackedLink): Promise<string> {
  if (!isWebUrl(link.url)) return link.url
  return `${origin.replace(/\/$/, '')}${LINK_PATH}/${await signLink(secret, link)}`
}
