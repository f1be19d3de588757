import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import type { SelectOption } from '@/components/form/SelectField'
import { apiErrorMessage } from '@/components/feedback'
import { MEMBER_ROLES, type WorkspaceRole, type WorkspaceSettings } from '@/domain/workspaces'
import { ApiError } from '@/lib/apiClient'

export const ROLE_LABELS: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  agent: msg`Agent`,
  viewer: msg`Viewer`,
}

const ROLE_HINTS: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg`Everything, and hands the workspace over`,
  admin: msg`Everything but handing the workspace over`,
  agent: msg`Answers the inbox and edits contacts`,
  viewer: msg`Reads everything, sends nothing`,
}

export const memberRoleOptions = (i18n: I18n): SelectOption[] =>
  MEMBER_ROLES.map((role) => ({ value: role, label: `${i18n._(ROLE_LABELS[role])}: ${i18n._(ROLE_HINTS[role])}` }))

export const inviteSchema = z.object({
  email: z.email(),
  role: z.enum(MEMBER_ROLES),
})

/** The team endpoints' refusals, worded for the person who made the request. */
const TEAM_REFUSALS: Record<string, MessageDescriptor> = {
  'workspaces/owner-must-transfer': msg`Hand the workspace over to another member before leaving it.`,
  'workspaces/owner-only': msg`Only the owner can do this.`,
  'workspaces/owner-cannot-be-removed': msg`Nobody can remove the owner of a workspace.`,
  'workspaces/member-not-found': msg`This person is no longer a member of the workspace.`,
}

/** A failed team request in words: the team endpoints' own refusals, else the kit's. */
export function teamRefusal(error: unknown): MessageDescriptor {
  return (error instanceof ApiError ? TEAM_REFUSALS[error.code] : undefined) ?? apiErrorMessage(error)
}

/** The invitation form's wording of the server's field codes. */
export const INVITE_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'already-member': msg`This person is already a member of the workspace.`,
}

const PAUSE_UNITS = ['minutes', 'hours'] as const
/** The server keeps a pause of a week at most. */
const MAX_PAUSE_MINUTES = 7 * 24 * 60

export const settingsSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    humanAgentEnabled: z.boolean(),
    pauseMode: z.enum(['untilDone', 'duration']),
    pauseAmount: z.number().int().min(1).optional(),
    pauseUnit: z.enum(PAUSE_UNITS),
  })
  .refine((values) => values.pauseMode === 'untilDone' || values.pauseAmount !== undefined, {
    path: ['pauseAmount'],
    error: formMessage(msg`Say how long automations pause.`),
  })
  .refine((values) => (pauseMinutes(values) ?? 0) <= MAX_PAUSE_MINUTES, {
    path: ['pauseAmount'],
    error: formMessage(msg`Automations pause for a week at most.`),
  })

type SettingsValues = z.input<typeof settingsSchema>

/** The form's values for the stored settings: whole hours read as hours, the rest as minutes. */
export function settingsValues(settings: WorkspaceSettings): SettingsValues {
  const minutes = settings.pauseAutomationsMinutes
  const inHours = minutes !== null && minutes % 60 === 0
  return {
    name: settings.name,
    humanAgentEnabled: settings.humanAgentEnabled,
    pauseMode: minutes === null ? 'untilDone' : 'duration',
    pauseAmount: minutes === null ? undefined : inHours ? minutes / 60 : minutes,
    pauseUnit: inHours ? 'hours' : 'minutes',
  }
}

/** How long automations pause, as the form asks it. */
interface PauseChoice {
  pauseMode: 'untilDone' | 'duration'
  pauseAmount?: number | undefined
  pauseUnit: (typeof PAUSE_UNITS)[number]
}

export function pauseMinutes(values: PauseChoice): number | null {
  if (values.pauseMode === 'untilDone' || values.pauseAmount === undefined) return null
  return values.pauseUnit === 'hours' ? values.pauseAmount * 60 : values.pauseAmount
}

export const pauseModeOptions = (i18n: I18n): SelectOption[] => [
  { value: 'untilDone', label: i18n._(msg`Until the thread is marked done`) },
  { value: 'duration', label: i18n._(msg`For a set time`) },
]

export const pauseUnitOptions = (i18n: I18n): SelectOption[] => [
  { value: 'minutes', label: i18n._(msg`Minutes`) },
  { value: 'hours', label: i18n._(msg`Hours`) },
]

/** Why an invitation cannot be accepted, by the accept endpoint's code. */
export const INVITATION_PROBLEMS: Record<string, MessageDescriptor> = {
  'invitations/not-found': msg`This invitation was withdrawn or already used. Ask for a new one.`,
  'invitations/expired': msg`This invitation has expired. Ask for a new one.`,
  'invitations/wrong-email': msg`This invitation was sent to another email address. Sign out, then open the link again.`,
  'invitations/unverified-email': msg`Your email address is not confirmed yet. Open this invitation from the email it came in: its link confirms your address and signs you in.`,
}

/** The identity service's refusals of an invitation's sign-in link, in the invitee's words. */
export const LINK_PROBLEMS: Record<string, MessageDescriptor> = {
  'auth/invalid-email': msg`This link was sent to another address. Enter the address the invitation was sent to.`,
  'auth/expired-action-code': msg`This link has expired. Ask for a new invitation.`,
  'auth/invalid-action-code': msg`This link is not valid any more: it may have been used already. Ask for a new invitation.`,
}

export const emailSchema = z.object({ email: z.email() })
