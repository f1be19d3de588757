import type { IdentityService } from '@/lib/firebase'

/**
 * The identity service's account-page methods (reset and verification links, second factors,
 * password change) as a session test needs them: present and inert. A test spreads these and
 * writes the session methods it exercises.
 */
export const inertAccountMethods: Omit<
  IdentityService,
  'observe' | 'signIn' | 'register' | 'signOut' | 'refreshToken' | 'currentToken' | 'dispose'
> = {
  sendPasswordReset: async () => {},
  changePassword: async () => {},
  confirmPassword: async () => {},
  deleteAccount: async () => {},
  checkPasswordResetCode: async () => '',
  confirmPasswordReset: async () => {},
  sendEmailVerification: async () => {},
  applyVerificationCode: async () => {},
  emailStatus: async () => null,
  pendingSecondStep: () => null,
  sendSecondStepCode: async () => {},
  confirmSecondStep: async () => {},
  secondFactors: async () => [],
  startSecondFactorEnrolment: async () => {},
  finishSecondFactorEnrolment: async () => {},
  removeSecondFactor: async () => {},
  prepareOtherSignIns: () => {},
  signInWithGoogle: () => Promise.reject(new Error('not in this test')),
  sendSignInLink: async () => {},
  signInWithLink: () => Promise.reject(new Error('not in this test')),
}
