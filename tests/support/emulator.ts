import { randomUUID } from 'node:crypto'
import { EMULATOR_ORIGIN, PROJECT_ID } from '../../scripts/lib/emulator.mjs'

export { EMULATOR_ORIGIN, PROJECT_ID }
export const API_KEY = 'demo-api-key'

const identityToolkit = (method: string) =>
  `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`

export interface EmulatorSession {
  localId: string
  email: string
  idToken: string
  refreshToken: string
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as T & { error?: { message: string } }
  if (!response.ok) throw new Error(`Emulator ${url}: ${json.error?.message ?? response.status}`)
  return json
}

/** A fresh address per test: suites share one emulator and must never collide or wipe it. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@conversa.test`
}

export function signUp(email: string, password: string, displayName?: string): Promise<EmulatorSession> {
  return post(identityToolkit('signUp'), { email, password, displayName, returnSecureToken: true })
}

export function signIn(email: string, password: string): Promise<EmulatorSession> {
  return post(identityToolkit('signInWithPassword'), { email, password, returnSecureToken: true })
}

/** Verifies the address as its owner would, following the link the emulator "sent"; then a fresh token says so. */
export async function verifyEmail(session: EmulatorSession, password: string): Promise<EmulatorSession> {
  await post(identityToolkit('sendOobCode'), { requestType: 'VERIFY_EMAIL', idToken: session.idToken })
  const code = (await oobCodesFor(session.email)).filter((entry) => entry.requestType === 'VERIFY_EMAIL').at(-1)
  if (!code) throw new Error(`no verification code for ${session.email}`)
  await post(identityToolkit('update'), { oobCode: code.oobCode })
  return signIn(session.email, password)
}

export interface OobCode {
  email: string
  oobCode: string
  oobLink: string
  requestType: string
}

/** Out-of-band codes (password reset, verification) the emulator "sent", newest last. */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const response = await fetch(`${EMULATOR_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] }
  return oobCodes.filter((code) => code.email === email)
}
