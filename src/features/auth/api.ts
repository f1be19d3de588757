import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionData } from '@/machines/authSession'
import { api } from '@/runtime/api'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSessionActor } from '@/runtime/session/useSession'

/**
 * The identity service's email links (password reset, email verification) as the auth screens use
 * them. Failures stay identity errors (`auth/expired-action-code`…) for the screens to explain.
 */

/** Whose password a reset link's code resets; checking does not use the code up. */
export function useResetCodeCheck(code: string | null) {
  const identity = useIdentityService()
  return useQuery({
    queryKey: ['auth', 'reset-code', code] as const,
    queryFn: () => identity.checkPasswordResetCode(code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
  })
}

export function useConfirmPasswordReset() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: ({ code, newPassword }: { code: string; newPassword: string }) =>
      identity.confirmPasswordReset(code, newPassword),
  })
}

const emailStatusKey = ['auth', 'email-status'] as const

/**
 * Applies a verification link's code once per page: a query, not a mutation, because opening the
 * link is what applies it, and the query cache runs it once however often the screen mounts (a
 * second application of the same code fails as already used). Once applied, the signed-in user's
 * email status is read again (now verified).
 */
export function useVerificationCode(code: string | null) {
  const identity = useIdentityService()
  const client = useQueryClient()
  return useQuery({
    queryKey: ['auth', 'verification-code', code] as const,
    queryFn: async () => {
      await identity.applyVerificationCode(code ?? '')
      await client.invalidateQueries({ queryKey: emailStatusKey })
      return true
    },
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** The signed-in user's email and whether it is verified (null when nobody is signed in). */
export function useEmailStatus(enabled: boolean) {
  const identity = useIdentityService()
  return useQuery({
    queryKey: emailStatusKey,
    queryFn: () => identity.emailStatus(),
    enabled,
    retry: false,
  })
}

export function useSendEmailVerification() {
  const identity = useIdentityService()
  return useMutation({ mutationFn: () => identity.sendEmailVerification() })
}

/** Texts the code of the sign-in waiting for its second step (behind a reCAPTCHA in `container`). */
export function useSendSecondStepCode() {
  const identity = useIdentityService()
  return useMutation({ mutationFn: (container: HTMLElement) => identity.sendSecondStepCode(container) })
}

export function useConfirmSecondStep() {
  const identity = useIdentityService()
  return useMutation({ mutationFn: (code: string) => identity.confirmSecondStep(code) })
}

/** Sets the new account's username (PATCH /api/session/profile); the session stores the answer. */
export function useSetUsername() {
  const session = useSessionActor()
  return useMutation({
    mutationFn: (username: string) => api.patch<SessionData>('/session/profile', { username }),
    onSuccess: ({ userData }) => session.send({ type: 'PROFILE_UPDATED', userData }),
  })
}
