import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  type Auth,
} from 'firebase/auth'

/**
 * Google's popup and the passwordless email links: the identity service (./firebase.ts) fetches
 * this chunk ahead of their buttons' clicks, so the sign-in screen's first load stays without it.
 * The popup needs the popup/redirect resolver, which the SDK's start (./firebaseSdk.ts) leaves out.
 */

/** The identity service's pages (Google's account chooser, the email) in the page's language. */
function speakPageLanguage(auth: Auth): void {
  auth.languageCode = document.documentElement.lang || null
}

/**
 * Opens Google's sign-in popup (500 by 600, the SDK's size). The browser allows it only while the
 * click that asked for it is recent: call it from the click's handler, without awaiting anything first.
 */
export function signInWithGoogle(auth: Auth) {
  speakPageLanguage(auth)
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
}

/** Emails a link that signs `email` in when opened at `continueUrl` (a page of this app). */
export function sendSignInLink(auth: Auth, email: string, continueUrl: string) {
  speakPageLanguage(auth)
  return sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true })
}

/** Signs in with an emailed link (`link`: the address it opened); refuses anything else as a used link. */
export function signInWithLink(auth: Auth, email: string, link: string) {
  if (!isSignInWithEmailLink(auth, link))
    return Promise.reject(Object.assign(new Error('not a sign-in link'), { code: 'auth/invalid-action-code' }))
  return signInWithEmailLink(auth, email, link)
}
