import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/runtime/api'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSessionActor } from '@/runtime/session/useSession'
import type { SessionData } from '@/machines/authSession'

/** The profile fields a user may change (PATCH /api/session/profile); the role is not one of them. */
export interface ProfilePatch {
  fullName: string
  username: string
  avatar: string
}

export interface PasswordChange {
  currentPassword: string
  newPassword: string
}

/** The signed-in user's profile as the backend has it now (GET /api/session). */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['session', 'profile'] as const,
    queryFn: async () => (await api.get<SessionData>('/session')).userData,
  })

/**
 * Saves the profile. The backend's answer replaces the cached profile and reaches the session
 * statechart (PROFILE_UPDATED), which stores it: the menus and other tabs show the new name.
 * Failures stay ApiErrors (`username-taken`, `invalid-profile`, network…) for the screen to explain.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  const session = useSessionActor()
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api.patch<SessionData>('/session/profile', patch),
    onSuccess: ({ userData }) => {
      queryClient.setQueryData(profileQuery().queryKey, userData)
      session.send({ type: 'PROFILE_UPDATED', userData })
    },
  })
}

/** Re-authenticates with the current password, then sets the new one (identity-service errors kept). */
export function useChangePassword() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChange) =>
      identity.changePassword(currentPassword, newPassword),
  })
}

/** The signed-in user's second factors and whether their email is verified (which adding one needs). */
export const twoStepQuery = (identity: ReturnType<typeof useIdentityService>) =>
  queryOptions({
    queryKey: ['session', 'two-step'] as const,
    queryFn: async () => {
      const [factors, email] = await Promise.all([identity.secondFactors(), identity.emailStatus()])
      return { factors, emailVerified: email?.verified ?? false }
    },
  })

/** Texts a code to the phone to add (behind a reCAPTCHA in `container`). */
export function useStartTwoStep() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: ({ phone, container }: { phone: string; container: HTMLElement }) =>
      identity.startSecondFactorEnrolment(phone, container),
  })
}

export function useFinishTwoStep() {
  const identity = useIdentityService()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ code, phone }: { code: string; phone: string }) => identity.finishSecondFactorEnrolment(code, phone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQuery(identity).queryKey }),
  })
}

export function useRemoveTwoStep() {
  const identity = useIdentityService()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (factorId: string) => identity.removeSecondFactor(factorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQuery(identity).queryKey }),
  })
}
