import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth'
import type { IdentityReport, IdToken, IdentityUser } from './identity'

export interface FirebaseSettings {
  apiKey: string
  projectId: string
  authDomain: string
  /** The Auth emulator's origin; empty for the real service. */
  emulatorUrl: string
  /** Lets tests run several independent apps in one process. */
  appName?: string
}

/** The identity service as the app uses it. Only the session's injected actors and the account forms call it. */
export interface IdentityService {
  /** Reports every identity change (sign-in, sign-out, new ID token), in order. */
  observe(listener: (report: IdentityReport) => void): () => void
  signIn(email: string, password: string): Promise<NonNullable<IdentityReport>>
  register(email: string, password: string, fullName: string): Promise<NonNullable<IdentityReport>>
  signOut(): Promise<void>
  /** Forces a new ID token. */
  refreshToken(): Promise<IdToken>
  /** The current ID token (refreshed by the SDK if it has expired), or null when signed out. */
  currentToken(): Promise<string | null>
  /**
   * Sends the password-reset email. An unknown address is reported as success, so the form
   * never reveals which emails have accounts.
   */
  sendPasswordReset(email: string): Promise<void>
  /** Re-authenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>
  dispose(): Promise<void>
}

export function firebaseSettingsFromEnv(env: ImportMetaEnv = import.meta.env): FirebaseSettings {
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    emulatorUrl: env.VITE_AUTH_EMULATOR_URL ?? '',
  }
}

function identityUser(user: User): IdentityUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName }
}

async function tokenOf(user: User, forceRefresh = false): Promise<IdToken> {
  const result = await user.getIdTokenResult(forceRefresh)
  return { value: result.token, expiresAt: Date.parse(result.expirationTime) }
}

async function reportOf(user: User, forceRefresh = false): Promise<NonNullable<IdentityReport>> {
  return { user: identityUser(user), token: await tokenOf(user, forceRefresh) }
}

function codeError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code })
}

export function createFirebaseIdentity(settings: FirebaseSettings): IdentityService {
  const app: FirebaseApp = initializeApp(
    { apiKey: settings.apiKey, projectId: settings.projectId, authDomain: settings.authDomain },
    settings.appName,
  )
  const auth: Auth = getAuth(app)
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true })

  const signedInUser = (): User => {
    if (!auth.currentUser) throw codeError('auth/no-current-user')
    return auth.currentUser
  }

  return {
    observe(listener) {
      // Token reads are asynchronous; chaining keeps the reports in the order the SDK made them.
      let queue = Promise.resolve()
      return onIdTokenChanged(auth, (user) => {
        queue = queue.then(async () => {
          if (!user) return listener(null)
          try {
            listener(await reportOf(user))
          } catch {
            listener({ user: identityUser(user), token: null })
          }
        })
      })
    },
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password)
      return reportOf(user)
    },
    async register(email, password, fullName) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password)
      if (fullName) {
        await updateProfile(user, { displayName: fullName })
        // A fresh token carries the name, so the backend can create the profile with it.
        return reportOf(user, true)
      }
      return reportOf(user)
    },
    signOut: () => signOut(auth),
    refreshToken: () => tokenOf(signedInUser(), true),
    async currentToken() {
      return auth.currentUser ? auth.currentUser.getIdToken() : null
    },
    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email)
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return
        throw error
      }
    },
    async changePassword(currentPassword, newPassword) {
      const user = signedInUser()
      if (!user.email) throw codeError('auth/user-mismatch')
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword))
      await updatePassword(user, newPassword)
    },
    dispose: () => deleteApp(app),
  }
}
