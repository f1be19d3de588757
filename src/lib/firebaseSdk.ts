import { deleteApp, initializeApp } from 'firebase/app'
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth'
import type { Auth } from 'firebase/auth'
import type { FirebaseSettings } from './firebase'

/** A token older than this is not synced: the next refresh brings a fresh one (the SDK's own limit). */
const TOKEN_SYNC_MAX_AGE_S = 5 * 60

/**
 * The identity service's token sync: each new ID token is posted to the server
 * (`Authorization: Bearer`), which keeps it in an HttpOnly cookie, and sign-out deletes it there.
 * getAuth() installs the same sync from its `authTokenSyncURL` setting; initializeAuth does not.
 */
function syncIdToken(auth: Auth, url: string): void {
  let posted: string | undefined
  onIdTokenChanged(auth, async (user) => {
    const result = user ? await user.getIdTokenResult() : null
    if (result && (Date.now() - Date.parse(result.issuedAtTime)) / 1000 > TOKEN_SYNC_MAX_AGE_S) return
    const token = result?.token
    if (token === posted) return
    posted = token
    // A failed sync only leaves the cookie stale; the app's requests carry their own token.
    await fetch(url, {
      method: token ? 'POST' : 'DELETE',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => {})
  })
}

/**
 * The Firebase SDK, in a chunk of its own that src/lib/firebase.ts loads on demand. Only what the
 * identity service calls is imported, so the bundler leaves the rest of the SDK out.
 */
export function startAuth(settings: FirebaseSettings) {
  const app = initializeApp(
    { apiKey: settings.apiKey, projectId: settings.projectId, authDomain: settings.authDomain },
    settings.appName,
  )
  // getAuth() would also install the popup/redirect resolver, which loads apis.google.com's
  // script on mobile; email and password sign-in needs none of it. The persistences are
  // getAuth's own, in its order.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  })
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true })
  if (settings.tokenSyncUrl) syncIdToken(auth, settings.tokenSyncUrl)
  return {
    auth,
    dispose: () => deleteApp(app),
    onIdTokenChanged,
    signInWithEmailAndPassword,
    createUserWithEmailAndPassword,
    updateProfile,
    signOut,
    sendPasswordResetEmail,
    verifyPasswordResetCode,
    confirmPasswordReset,
    sendEmailVerification,
    applyActionCode,
    reauthenticateWithCredential,
    emailCredential: (email: string, password: string) => EmailAuthProvider.credential(email, password),
    updatePassword,
    deleteUser,
  }
}

export type StartedAuth = ReturnType<typeof startAuth>
