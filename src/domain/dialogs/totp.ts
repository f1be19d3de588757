/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1, 30-second steps, six
 * digits): what an authenticator app computes from the setup key the two-factor dialog shows, and
 * what the backend checks. Web Crypto, so the same code runs in the browser, the mock and Node.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6

/** RFC 4648 base32, the encoding of authenticator setup keys (spaces and padding ignored). */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    const value = ALPHABET.indexOf(char)
    if (value < 0) throw new Error(`Not a base32 character: ${char}`)
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return new Uint8Array(bytes)
}

export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out += ALPHABET[(buffer >> bits) & 31]
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/** HOTP of `counter` with the raw key `key` (RFC 4226, section 5.3). */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new ArrayBuffer(8)
  const view = new DataView(message)
  view.setUint32(0, Math.floor(counter / 2 ** 32))
  view.setUint32(4, counter >>> 0)
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message))
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an authenticator shows at `now` (milliseconds) for a base32 setup key. */
export function totp(secret: string, now: number, digits = TOTP_DIGITS): Promise<string> {
  return hotp(base32Decode(secret), Math.floor(now / 1000 / TOTP_STEP_SECONDS), digits)
}

/**
 * Whether `code` is the setup key's code at `now`, or one step before or after: a phone's clock a
 * few seconds off, or a code typed as it changed, still counts.
 */
export async function totpMatches(secret: string, code: string, now: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  for (const drift of [0, -1, 1]) {
    if ((await totp(secret, now + drift * TOTP_STEP_SECONDS * 1000)) === code) return true
  }
  return false
}
