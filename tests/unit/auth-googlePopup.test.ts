import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFirebaseIdentity, type FirebaseSettings } from '@/lib/firebase'
import * as signInMethods from '@/lib/firebaseSignInMethods'

/**
 * Google's popup opens only while the browser still counts the click that asked for it: once the
 * sign-in forms have prepared it, the identity service calls the SDK's popup within the click,
 * with nothing awaited first. The SDK and its popup chunk are stand-ins here.
 */
const user = {
  uid: 'g1',
  email: 'ana@conversa.test',
  displayName: 'Ana',
  getIdTokenResult: async () => ({ token: 'id-token', expirationTime: new Date(Date.now() + 3_600_000).toString() }),
}

vi.mock('@/lib/firebaseSdk', () => ({
  startAuth: () => ({ auth: { currentUser: null }, dispose: async () => {} }),
}))
vi.mock('@/lib/firebaseSignInMethods', () => ({
  signInWithGoogle: vi.fn(),
  sendSignInLink: vi.fn(async () => {}),
  signInWithLink: vi.fn(),
}))

const settings: FirebaseSettings = { apiKey: 'k', projectId: 'p', authDomain: 'p.example', emulatorUrl: '' }
const popup = vi.mocked(signInMethods.signInWithGoogle)
const downloads = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('signing in with Google’s popup', () => {
  beforeEach(() => {
    popup.mockReset()
    popup.mockResolvedValue({ user } as never)
  })

  it('opens the popup after the downloads when the click comes first, and reports the user', async () => {
    const identity = createFirebaseIdentity(settings)
    const signingIn = identity.signInWithGoogle()
    expect(popup).not.toHaveBeenCalled()
    await expect(signingIn).resolves.toMatchObject({ user: { uid: 'g1' }, token: { value: 'id-token' } })
    expect(popup).toHaveBeenCalledTimes(1)
  })

  it('opens the popup within the click once the form has prepared it', async () => {
    const identity = createFirebaseIdentity(settings)
    identity.prepareOtherSignIns()
    await downloads()
    const signingIn = identity.signInWithGoogle()
    // Synchronously: the popup is asked for before anything is awaited.
    expect(popup).toHaveBeenCalledTimes(1)
    await signingIn
  })

  it('passes the popup’s failure on with its code, for the form to say', async () => {
    popup.mockRejectedValue(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }))
    const identity = createFirebaseIdentity(settings)
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' })
  })
})
