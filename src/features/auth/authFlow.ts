import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { FixedRouteName } from '@/routes/table'

/** What a sign-in page's frame shows around its form. */
export interface AuthFrameProps {
  title: ReactNode
  intro: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** Where a flow's screens link to each other. */
export interface AuthFlowRoutes {
  login: FixedRouteName
  register: FixedRouteName
  forgotPassword: FixedRouteName
  resetPassword: FixedRouteName
  verifyEmail: FixedRouteName
  twoSteps: FixedRouteName
}

export interface AuthFlow {
  /**
   * The frame instead of the centred card (v2's split page). Handed down rather than imported by
   * the card, so the product's sign-in screens do not carry it.
   */
  Frame?: ComponentType<AuthFrameProps>
  routes: AuthFlowRoutes
  /**
   * The product's sign-in routes are for signed-out visitors only, and the guard moves a visitor on
   * once signed in. The variants are public pages: their screens move the visitor on themselves.
   */
  variant: boolean
}

export const V1_ROUTES = {
  login: 'auth-login-v1',
  register: 'auth-register-v1',
  forgotPassword: 'auth-forgot-password-v1',
  resetPassword: 'auth-reset-password-v1',
  verifyEmail: 'auth-verify-email-v1',
  twoSteps: 'auth-two-steps-v1',
} as const satisfies AuthFlowRoutes

export const V2_ROUTES = {
  login: 'auth-login-v2',
  register: 'auth-register-v2',
  forgotPassword: 'auth-forgot-password-v2',
  resetPassword: 'auth-reset-password-v2',
  verifyEmail: 'auth-verify-email-v2',
  twoSteps: 'auth-two-steps-v2',
} as const satisfies AuthFlowRoutes

/**
 * The product's own screens (/login, /registrar, /recuperar-senha). Reset and verification links
 * are handled by the v1 pages: the identity project's email action URL points there
 * (docs/product.md, "Email links").
 */
export const PRODUCT_FLOW: AuthFlow = {
  routes: {
    login: 'login',
    register: 'register',
    forgotPassword: 'recover-password',
    resetPassword: V1_ROUTES.resetPassword,
    verifyEmail: V1_ROUTES.verifyEmail,
    twoSteps: V1_ROUTES.twoSteps,
  },
  variant: false,
}

const AuthFlowContext = createContext<AuthFlow>(PRODUCT_FLOW)

export const AuthFlowProvider = AuthFlowContext.Provider

export function useAuthFlow(): AuthFlow {
  return useContext(AuthFlowContext)
}

/**
 * Called when this page starts a sign-in outside the session's form (Google's popup, an email
 * link): a variant page then moves the visitor on once signed in, as after its form.
 */
const SignInStartedContext = createContext<() => void>(() => {})

export const SignInStartedProvider = SignInStartedContext.Provider

export function useSignInStarted(): () => void {
  return useContext(SignInStartedContext)
}
