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
import type { FirebaseSettings } from './firebase'

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
