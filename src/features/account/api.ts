import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import { api } from '@/runtime/api'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSessionActor } from '@/runtime/session/useSession'
import { announceAccountDeleted, forgetAccountDeleted } from '@/runtime/session/useAuthForm'
import type { SessionData } from '@/machines/authSession'
import type {
  AccountSettings,
  ApiKeyAccess,
  ApiKeySummary,
  BillingAddress,
  ConnectionSettings,
  NotificationSettings,
  SignInRecord,
} from '@/domain/account/settings'
import type { BillingPeriod, PlanId } from '@/domain/pages/pricing'

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

/** The account settings pages' resource: the event stream refreshes it when another tab saves. */
const SETTINGS = 'account'

export const settingsQuery = () =>
  queryOptions({
    queryKey: [SETTINGS, 'settings'] as const,
    queryFn: () => api.get<AccountSettings>('/account/settings'),
  })

/** A change whose answer is the whole settings: it replaces the cached copy at once. */
export function useSettingsChange<TVariables>(call: (variables: TVariables) => Promise<AccountSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery().queryKey, settings),
  })
}

export const saveNotifications = (value: NotificationSettings) =>
  api.put<AccountSettings>('/account/notifications', value)
export const saveConnections = (value: ConnectionSettings) => api.put<AccountSettings>('/account/connections', value)
export const saveBillingAddress = (value: BillingAddress) => api.put<AccountSettings>('/account/billing-address', value)
export const chooseSubscription = (value: { plan: PlanId; period: BillingPeriod }) =>
  api.put<AccountSettings>('/account/subscription', value)
export const cancelSubscription = () => api.post<AccountSettings>('/account/subscription/cancel')
/** With the form submission's idempotency key: a double click or a retry adds the card once. */
export const addCard = ({
  card,
  idempotencyKey,
}: {
  card: { cardNumber: string; cardName: string; expiry: string; cvc: string }
  idempotencyKey: string
}) => api.post<AccountSettings>('/account/cards', card, { idempotencyKey })
export const makeCardPrimary = (id: string) =>
  api.post<AccountSettings>(`/account/cards/${encodeURIComponent(id)}/primary`)
export const removeCard = (id: string) => api.delete<AccountSettings>(`/account/cards/${encodeURIComponent(id)}`)

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: [SETTINGS, 'api-keys'] as const,
    queryFn: () => api.get<ApiKeySummary[]>('/account/api-keys'),
  })

export function useCreateApiKey() {
  return useResourceMutation(
    SETTINGS,
    ({ input, idempotencyKey }: { input: { name: string; access: ApiKeyAccess }; idempotencyKey: string }) =>
      api.post<{ key: string; summary: ApiKeySummary }>('/account/api-keys', input, { idempotencyKey }),
  )
}

export function useDeleteApiKey() {
  return useResourceMutation(SETTINGS, (id: string) => api.delete<void>(`/account/api-keys/${encodeURIComponent(id)}`))
}

export const signInsQuery = () =>
  queryOptions({
    queryKey: [SETTINGS, 'sign-ins'] as const,
    queryFn: () => api.get<SignInRecord[]>('/account/sign-ins'),
  })

/** Uploads a profile photo; the answer is the session, as a profile save's is. */
export function useUploadAvatar() {
  const queryClient = useQueryClient()
  const session = useSessionActor()
  return useMutation({
    mutationFn: (file: File) => api.post<SessionData>('/session/avatar', file),
    onSuccess: ({ userData }) => {
      queryClient.setQueryData(profileQuery().queryKey, userData)
      session.send({ type: 'PROFILE_UPDATED', userData })
    },
  })
}

/**
 * Deletes the account: the password proves it is the person (and refreshes the sign-in Firebase
 * asks for before a deletion), the backend deletes the workspace's data, then the identity goes.
 * Signed out by the identity service from then on; the session statechart follows.
 */
export function useDeleteAccount() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: async (password: string) => {
      await identity.confirmPassword(password)
      await api.delete<void>('/session')
      // Said before the identity goes: its end signs the session out and opens the sign-in
      // page at once, which reads this as it appears.
      announceAccountDeleted()
      try {
        await identity.deleteAccount()
      } catch (error) {
        forgetAccountDeleted()
        throw error
      }
    },
  })
}
