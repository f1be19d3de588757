import type { MultiFactorResolver, User } from 'firebase/auth'
import type { IdentityReport, IdToken, IdentityUser } from './identity'
import { readTokenClaims } from './jwt'
import { storageKey, type KeyValueStore } from './storage'
import type { StartedAuth } from './firebaseSdk'
import type { SecondFactor } from './firebaseMfa'

export type { SecondFactor }

export interface FirebaseSettings {
  apiKey: string
  projectId: string
  authDomain: string
  /** The Auth emulator's origin; empty for the real service. */
  emulatorUrl: string
  /** Where each new ID token is posted (and deleted on sign-out) for the server's cookie; empty: nowhere. */
  tokenSyncUrl?: string
  /** Lets tests run several independent apps in one process. */
  appName?: string
  /**
   * When the SDK loads if no method asks for it first, with no session stored (with one, it loads
   * at once, or after `loadAfter` while the stored ID token can carry the screens' requests).
   * `soon` (the default): at the visitor's first interaction with the page (a tap, a key, a
   * focused field) or once the loaded page is idle, whichever comes first: a visitor of the
   * sign-in screens downloads it while starting to fill the form or after the page has painted,
   * never while it loads; and the session always learns that nobody is signed in, instead of
   * waiting for a first interaction that may never come.
   * `interaction`: at the first interaction only (or when a method, or a request to the backend
   * through the session, needs it), for a first screen of the public site, where nothing shown
   * depends on who is signed in: a visitor who reads and leaves never pays for it.
   */
  loadWhen?: 'now' | 'soon' | 'interaction'
  /**
   * With a session stored whose ID token is good for a while yet (`hasUsableStoredToken`), the SDK
   * waits for this (the boot passes "the first screen has settled", src/runtime/firstScreen.ts):
   * the screen's requests go out with the stored token (src/runtime/session/sessionRuntime.ts says
   * why that is safe), so the SDK, its IndexedDB read and its call to Firebase need not compete
   * with the screen's chunks and data. A method, or a request finding no usable token, loads it
   * at once.
   */
  loadAfter?: Promise<unknown>
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
  /** Checks a password-reset link's code without using it; resolves with the account's email. */
  checkPasswordResetCode(code: string): Promise<string>
  /** Sets a new password with a password-reset link's code. */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>
  /** Sends the signed-in user a link that verifies their email. */
  sendEmailVerification(): Promise<void>
  /** Applies an email-verification link's code (no sign-in needed). */
  applyVerificationCode(code: string): Promise<void>
  /** The signed-in user's email and whether it is verified, read afresh from the service; null when signed out. */
  emailStatus(): Promise<{ email: string | null; verified: boolean } | null>
  /**
   * After a password sign-in refused with `auth/multi-factor-auth-required`: the phone its second
   * step's code goes to. Null when no sign-in waits for one (it is kept in this page's memory only).
   */
  pendingSecondStep(): { phone: string } | null
  /** Texts the waiting sign-in's code, behind an invisible reCAPTCHA drawn in `container`. */
  sendSecondStepCode(container: HTMLElement): Promise<void>
  /** Finishes the waiting sign-in with the texted code (the identity observer then reports the user). */
  confirmSecondStep(code: string): Promise<void>
  /** The signed-in user's second factors. */
  secondFactors(): Promise<SecondFactor[]>
  /** Texts a code to `phone` to add it as the signed-in user's second factor. */
  startSecondFactorEnrolment(phone: string, container: HTMLElement): Promise<void>
  finishSecondFactorEnrolment(code: string, label: string): Promise<void>
  removeSecondFactor(id: string): Promise<void>
  /** Re-authenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>
  /** Proves the signed-in user is at the keyboard (the current password), as deleting needs. */
  confirmPassword(password: string): Promise<void>
  /** Deletes the signed-in user's identity; sign-in with it fails from then on. */
  deleteAccount(): Promise<void>
  /**
   * Fetches what Google's popup and the email links need (the SDK and ./firebaseSignInMethods),
   * so that `signInWithGoogle` can open the popup inside the click that asks for it.
   */
  prepareOtherSignIns(): void
  /**
   * Signs in with Google in the identity provider's popup; call it from the click's handler. When
   * prepared, the popup opens within the click; otherwise after the download, and a browser that no
   * longer counts the click refuses it (`auth/popup-blocked`).
   */
  signInWithGoogle(): Promise<NonNullable<IdentityReport>>
  /** Emails `email` a passwordless sign-in link that opens `continueUrl` (a page of this app). */
  sendSignInLink(email: string, continueUrl: string): Promise<void>
  /** Signs in with an emailed link, `link` being the address it opened and `email` the one it was sent to. */
  signInWithLink(email: string, link: string): Promise<NonNullable<IdentityReport>>
  dispose(): Promise<void>
}

export function firebaseSettingsFromEnv(env: ImportMetaEnv = import.meta.env): FirebaseSettings {
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    emulatorUrl: env.VITE_AUTH_EMULATOR_URL ?? '',
    tokenSyncUrl: env.VITE_AUTH_TOKEN_SYNC_URL ?? '',
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

/** Two-step verification's part of the SDK, loaded by its screens only. */
let mfaModule: Promise<typeof import('./firebaseMfa')> | null = null
function importMfa(): Promise<typeof import('./firebaseMfa')> {
  if (!mfaModule) {
    const loading = import('./firebaseMfa')
    loading.catch(() => {
      if (mfaModule === loading) mfaModule = null
    })
    mfaModule = loading
  }
  return mfaModule
}

/** Google's popup and the email links, fetched ahead of their buttons' clicks; kept once in. */
let signInMethods: Promise<typeof import('./firebaseSignInMethods')> | null = null
let signInMethodsLoaded: typeof import('./firebaseSignInMethods') | null = null
function importSignInMethods(): Promise<typeof import('./firebaseSignInMethods')> {
  if (!signInMethods) {
    const loading = import('./firebaseSignInMethods')
    loading.then(
      (module) => (signInMethodsLoaded = module),
      () => {
        if (signInMethods === loading) signInMethods = null
      },
    )
    signInMethods = loading
  }
  return signInMethods
}

function codeError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code })
}

/** The SDK's chunk, requested once per page whoever asks first (again after a failed download). */
let sdkModule: Promise<typeof import('./firebaseSdk')> | null = null
function importSdk(): Promise<typeof import('./firebaseSdk')> {
  // Offline, do not even ask: Chromium keeps a failed module download in its module map, so an
  // import tried now would fail again after the network is back, until the page is reloaded.
  if (!sdkModule && typeof navigator !== 'undefined' && navigator.onLine === false)
    return Promise.reject(new Error('The identity SDK cannot be downloaded offline'))
  if (!sdkModule) {
    const loading = import('./firebaseSdk')
    loading.catch(() => {
      if (sdkModule === loading) sdkModule = null
    })
    sdkModule = loading
  }
  return sdkModule
}

/** Starts downloading the SDK (boot calls it when a session is stored, beside the screen's chunks). */
export function preloadIdentitySdk(): void {
  // A failure is reported where the SDK is needed (the identity service asks again then).
  importSdk().catch(() => {})
}

/** A session is stored (docs/product.md, "Stored state"): its screens will ask for a token soon. */
export function hasStoredSession(store: KeyValueStore | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(store?.getItem(storageKey('userData')) && store.getItem(storageKey('accessToken')))
  } catch {
    return false
  }
}

/** How long a stored ID token must still be good for to carry the first screen's requests. */
const USABLE_TOKEN_MARGIN_MS = 60_000

/**
 * The stored session's ID token when it expires more than a minute from now (unverified: only the
 * backend verifies), so that the first screen's requests can go with it before the SDK has
 * reported; null otherwise.
 */
export function usableStoredToken(
  store: KeyValueStore | undefined = globalThis.localStorage,
  now = Date.now(),
): string | null {
  if (!hasStoredSession(store)) return null
  try {
    const raw: unknown = JSON.parse(store?.getItem(storageKey('accessToken')) ?? 'null')
    const claims = typeof raw === 'string' ? readTokenClaims(raw) : null
    return claims !== null && claims.expiresAt - now > USABLE_TOKEN_MARGIN_MS ? (raw as string) : null
  } catch {
    return null
  }
}

/** A session is stored and its ID token can carry the first screen's requests (`usableStoredToken`). */
export function hasUsableStoredToken(
  store: KeyValueStore | undefined = globalThis.localStorage,
  now = Date.now(),
): boolean {
  return usableStoredToken(store, now) !== null
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
/** How long an idle page waits at most before loading anyway (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 3_000

/**
 * Runs `load` once: at the visitor's first interaction with the page, or (unless `whenIdleToo`
 * is false) when the browser is idle after the page's `load` event, whichever comes first.
 * Returns a cancel function.
 */
function soonAfterLoad(load: () => void, whenIdleToo = true): () => void {
  let idle: (() => void) | null = null
  const stop = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true))
    window.removeEventListener('load', whenIdle)
    idle?.()
  }
  function run() {
    stop()
    load()
  }
  function whenIdle() {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      idle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(run, 1_000)
      idle = () => window.clearTimeout(handle)
    }
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  if (!whenIdleToo) return stop
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return stop
}

/**
 * The identity service on Firebase Auth. The SDK is not part of the start-up code: it loads
 * when a method needs it, and `observe` asks for it at once or soon after the page loaded (see
 * `FirebaseSettings.loadWhen`). Until then the session simply has no report yet: it stays in
 * `checking`, where the sign-in screens work as usual (a sign-in loads the SDK and waits for it).
 */
export function createFirebaseIdentity(settings: FirebaseSettings): IdentityService {
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const loadWhen = !inBrowser
    ? 'now'
    : hasStoredSession()
      ? settings.loadAfter && hasUsableStoredToken()
        ? 'after'
        : 'now'
      : (settings.loadWhen ?? 'soon')
  let started: Promise<StartedAuth> | null = null
  /** The SDK once started, for what must run within a click (Google's popup). */
  let startedAuth: StartedAuth | null = null
  /** Observers waiting for the SDK: whoever loads it first (a method, an interaction) wakes them. */
  const waiting = new Set<() => void>()
  const sdk = (): Promise<StartedAuth> => {
    if (!started) {
      const loading = importSdk().then(
        ({ startAuth }) => startAuth(settings),
        // The SDK's chunk could not be fetched (offline): to the visitor, the sign-in service
        // cannot be reached, and trying again fetches it again.
        () => Promise.reject(codeError('auth/network-request-failed')),
      )
      // A failed download (offline) is retried by whoever asks next.
      loading.then(
        (firebase) => {
          if (started === loading) startedAuth = firebase
        },
        () => {
          if (started === loading) started = null
        },
      )
      started = loading
      waiting.forEach((wake) => wake())
      waiting.clear()
    }
    return started
  }

  /** The sign-in waiting for its second step, and the id of the code texted for it. */
  let secondStep: { resolver: MultiFactorResolver; phone: string; verificationId?: string } | null = null
  let enrolmentVerificationId: string | null = null

  const signedInUser = async (): Promise<User> => {
    const { auth } = await sdk()
    if (!auth.currentUser) throw codeError('auth/no-current-user')
    return auth.currentUser
  }

  /** The popup and email links' chunk; not downloadable (offline): the service cannot be reached. */
  const signInMethodsModule = () =>
    importSignInMethods().catch(() => Promise.reject(codeError('auth/network-request-failed')))

  /** A sign-in refused for its second step waits for it (`pendingSecondStep`). */
  const keepSecondStep = async (firebase: StartedAuth, error: unknown) => {
    if ((error as { code?: unknown }).code !== 'auth/multi-factor-auth-required') return
    const mfa = await importMfa()
    const resolver = mfa.resolverOf(firebase.auth, error)
    secondStep = { resolver, phone: mfa.phoneOfResolver(resolver) }
  }

  return {
    observe(listener) {
      let stopped = false
      let unsubscribe = () => {}
      let cancelWait = () => {}
      // Token reads are asynchronous; chaining keeps the reports in the order the SDK made them.
      let queue = Promise.resolve()
      let subscribed = false
      const subscribe = () => {
        if (subscribed) return
        subscribed = true
        sdk().then(
          (firebase) => {
            if (stopped) return
            unsubscribe = firebase.onIdTokenChanged(firebase.auth, (user) => {
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
          (error: unknown) => {
            console.error('The identity service could not load', error)
            // Subscribe again when something loads the SDK next (a sign-in, a retry).
            subscribed = false
            if (!stopped) waiting.add(subscribe)
          },
        )
      }
      if (loadWhen === 'now' || started) subscribe()
      else if (loadWhen === 'after') {
        waiting.add(subscribe)
        let cancelled = false
        void settings.loadAfter?.then(() => {
          if (!cancelled) subscribe()
        })
        cancelWait = () => {
          cancelled = true
        }
      } else {
        waiting.add(subscribe)
        cancelWait = soonAfterLoad(subscribe, loadWhen === 'soon')
      }
      return () => {
        stopped = true
        waiting.delete(subscribe)
        cancelWait()
        unsubscribe()
      }
    },
    async signIn(email, password) {
      const firebase = await sdk()
      secondStep = null
      try {
        const { user } = await firebase.signInWithEmailAndPassword(firebase.auth, email, password)
        return reportOf(user)
      } catch (error) {
        await keepSecondStep(firebase, error)
        throw error
      }
    },
    prepareOtherSignIns() {
      // A failed download is reported by the sign-in that needs it (which asks again).
      sdk().catch(() => {})
      importSignInMethods().catch(() => {})
    },
    signInWithGoogle() {
      secondStep = null
      const firebase = startedAuth
      const methods = signInMethodsLoaded
      // Prepared: the popup opens now, within the click. Otherwise it opens after the downloads.
      const signingIn =
        firebase && methods
          ? methods.signInWithGoogle(firebase.auth)
          : Promise.all([sdk(), signInMethodsModule()]).then(([loaded, module]) => module.signInWithGoogle(loaded.auth))
      return signingIn.then(
        ({ user }) => reportOf(user),
        async (error: unknown) => {
          if (startedAuth) await keepSecondStep(startedAuth, error)
          throw error
        },
      )
    },
    async sendSignInLink(email, continueUrl) {
      const [firebase, methods] = await Promise.all([sdk(), signInMethodsModule()])
      await methods.sendSignInLink(firebase.auth, email, continueUrl)
    },
    async signInWithLink(email, link) {
      const [firebase, methods] = await Promise.all([sdk(), signInMethodsModule()])
      secondStep = null
      try {
        const { user } = await methods.signInWithLink(firebase.auth, email, link)
        return await reportOf(user)
      } catch (error) {
        await keepSecondStep(firebase, error)
        throw error
      }
    },
    pendingSecondStep: () => (secondStep ? { phone: secondStep.phone } : null),
    async sendSecondStepCode(container) {
      const step = secondStep
      if (!step) throw codeError('auth/missing-multi-factor-info')
      const [{ auth }, mfa] = await Promise.all([sdk(), importMfa()])
      step.verificationId = await mfa.startSignIn(auth, step.resolver, container)
    },
    async confirmSecondStep(code) {
      const step = secondStep
      if (!step?.verificationId) throw codeError('auth/missing-verification-id')
      const mfa = await importMfa()
      await mfa.finishSignIn(step.resolver, step.verificationId, code)
      secondStep = null
    },
    async secondFactors() {
      const [user, mfa] = await Promise.all([signedInUser(), importMfa()])
      return mfa.secondFactorsOf(user)
    },
    async startSecondFactorEnrolment(phone, container) {
      const [{ auth }, user, mfa] = await Promise.all([sdk(), signedInUser(), importMfa()])
      enrolmentVerificationId = await mfa.startEnrolment(auth, user, phone, container)
    },
    async finishSecondFactorEnrolment(code, label) {
      if (!enrolmentVerificationId) throw codeError('auth/missing-verification-id')
      const [user, mfa] = await Promise.all([signedInUser(), importMfa()])
      await mfa.finishEnrolment(user, enrolmentVerificationId, code, label)
      enrolmentVerificationId = null
    },
    async removeSecondFactor(id) {
      const [user, mfa] = await Promise.all([signedInUser(), importMfa()])
      await mfa.unenrol(user, id)
    },
    async register(email, password, fullName) {
      const firebase = await sdk()
      const { user } = await firebase.createUserWithEmailAndPassword(firebase.auth, email, password)
      if (fullName) {
        await firebase.updateProfile(user, { displayName: fullName })
        // A fresh token carries the name, so the backend can create the profile with it.
        return reportOf(user, true)
      }
      return reportOf(user)
    },
    async signOut() {
      const firebase = await sdk()
      await firebase.signOut(firebase.auth)
    },
    refreshToken: async () => tokenOf(await signedInUser(), true),
    async currentToken() {
      const { auth } = await sdk()
      return auth.currentUser ? auth.currentUser.getIdToken() : null
    },
    async sendPasswordReset(email) {
      const firebase = await sdk()
      try {
        await firebase.sendPasswordResetEmail(firebase.auth, email)
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return
        throw error
      }
    },
    async checkPasswordResetCode(code) {
      const firebase = await sdk()
      return firebase.verifyPasswordResetCode(firebase.auth, code)
    },
    async confirmPasswordReset(code, newPassword) {
      const firebase = await sdk()
      await firebase.confirmPasswordReset(firebase.auth, code, newPassword)
    },
    async sendEmailVerification() {
      const firebase = await sdk()
      await firebase.sendEmailVerification(await signedInUser())
    },
    async applyVerificationCode(code) {
      const firebase = await sdk()
      await firebase.applyActionCode(firebase.auth, code)
      // A user signed in here keeps the old flag until reloaded.
      await firebase.auth.currentUser?.reload()
    },
    async emailStatus() {
      const { auth } = await sdk()
      // Right after the SDK starts, the stored user is not restored yet.
      await auth.authStateReady()
      const user = auth.currentUser
      if (!user) return null
      await user.reload()
      return { email: user.email, verified: user.emailVerified }
    },
    async changePassword(currentPassword, newPassword) {
      const firebase = await sdk()
      const user = await signedInUser()
      if (!user.email) throw codeError('auth/user-mismatch')
      await firebase.reauthenticateWithCredential(user, firebase.emailCredential(user.email, currentPassword))
      await firebase.updatePassword(user, newPassword)
    },
    async confirmPassword(password) {
      const firebase = await sdk()
      const user = await signedInUser()
      if (!user.email) throw codeError('auth/user-mismatch')
      await firebase.reauthenticateWithCredential(user, firebase.emailCredential(user.email, password))
    },
    async deleteAccount() {
      const firebase = await sdk()
      await firebase.deleteUser(await signedInUser())
    },
    async dispose() {
      startedAuth = null
      // Nothing to tear down if the SDK never loaded.
      if (started) await (await started).dispose()
    },
  }
}
