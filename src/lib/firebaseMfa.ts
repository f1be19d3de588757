import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth'

/**
 * Two-step verification (a code texted to a phone) on Firebase Auth, in a chunk of its own:
 * only the two-step page and the security settings load it, never the sign-in screens' start-up.
 * Each text is sent behind an invisible reCAPTCHA in `container` (the Auth emulator skips the
 * check, docs/product.md "Two-step verification").
 */

export interface SecondFactor {
  id: string
  label: string
  /** As the service shows it (the emulator in full, production partly hidden). */
  phone: string
}

export function secondFactorsOf(user: User): SecondFactor[] {
  return multiFactor(user).enrolledFactors.map((factor) => ({
    id: factor.uid,
    label: factor.displayName ?? '',
    phone: (factor as PhoneMultiFactorInfo).phoneNumber ?? '',
  }))
}

async function textCode(
  auth: Auth,
  container: HTMLElement,
  options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0],
) {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' })
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier)
  } finally {
    verifier.clear()
  }
}

/** Texts an enrolment code to `phoneNumber`; resolves with the verification id its answer needs. */
export async function startEnrolment(auth: Auth, user: User, phoneNumber: string, container: HTMLElement) {
  const session = await multiFactor(user).getSession()
  return textCode(auth, container, { phoneNumber, session })
}

export async function finishEnrolment(user: User, verificationId: string, code: string, label: string) {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code))
  await multiFactor(user).enroll(assertion, label)
}

export async function unenrol(user: User, factorId: string) {
  await multiFactor(user).unenroll(factorId)
}

/** What a password sign-in refused with `auth/multi-factor-auth-required` needs to finish. */
export function resolverOf(auth: Auth, error: unknown): MultiFactorResolver {
  return getMultiFactorResolver(auth, error as MultiFactorError)
}

export function phoneOfResolver(resolver: MultiFactorResolver): string {
  const hint = resolver.hints[0] as PhoneMultiFactorInfo | undefined
  return hint?.phoneNumber ?? ''
}

/** Texts the sign-in code to the account's (first) phone. */
export function startSignIn(auth: Auth, resolver: MultiFactorResolver, container: HTMLElement) {
  return textCode(auth, container, { multiFactorHint: resolver.hints[0], session: resolver.session })
}

export async function finishSignIn(resolver: MultiFactorResolver, verificationId: string, code: string) {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code))
  return (await resolver.resolveSignIn(assertion)).user
}
