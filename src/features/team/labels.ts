import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import type { SelectOption } from '@/components/form/SelectField'
import { WORKSPACE_ROLES, type WorkspaceRole } from '@/domain/workspaces/roles'
import type { MemberRole, WorkspaceSettings } from './api'

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

export const MEMBER_ROLES = WORKSPACE_ROLES.filter((role): role is MemberRole => role !== 'owner')

export const memberRoleOptions = (i18n: I18n): SelectOption[] =>
  MEMBER_ROLES.map((role) => ({ value: role, label: `${i18n._(ROLE_LABELS[role])}: ${i18n._(ROLE_HINTS[role])}` }))

export const inviteSchema = z.object({
  email: z.email(),
  role: z.enum(MEMBER_ROLES as [MemberRole, ...MemberRole[]]),
})

/** The team endpoints' refusals, worded for the person who made the request. */
export const TEAM_REFUSALS: Record<string, MessageDescriptor> = {
  'workspaces/already-member': msg`This person is already a member of the workspace.`,
  'workspaces/already-invited': msg`This address already has a pending invitation.`,
  'workspaces/owner-cannot-leave': msg`Hand the workspace over to another member before leaving it.`,
  'workspaces/owner-only': msg`Only the owner can do this.`,
}

const PAUSE_UNITS = ['minutes', 'hours'] as const

export const settingsSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    humanAgentEnabled: z.boolean(),
    pauseMode: z.enum(['untilDone', 'duration']),
    pauseAmount: z.number().int().min(1).max(10_000).optional(),
    pauseUnit: z.enum(PAUSE_UNITS),
  })
  .refine((values) => values.pauseMode === 'untilDone' || values.pauseAmount !== undefined, {
    path: ['pauseAmount'],
    error: formMessage(msg`Say how long automations pause.`),
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

export function pauseMinutes(values: z.output<typeof settingsSchema>): number | null {
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
  'invitations/not-found': msg`This invitation does not exist. Ask for a new one.`,
  'invitations/revoked': msg`This invitation was withdrawn. Ask for a new one.`,
  'invitations/expired': msg`This invitation has expired. Ask for a new one.`,
  'invitations/accepted': msg`This invitation was already used.`,
  'invitations/wrong-account': msg`This invitation was sent to another email address. Sign out, then open the link again.`,
}

/** The identity service's refusals of an invitation's sign-in link, in the invitee's words. */
export const LINK_PROBLEMS: Record<string, MessageDescriptor> = {
  'auth/invalid-email': msg`This link was sent to another address. Enter the address the invitation was sent to.`,
  'auth/expired-action-code': msg`This link has expired. Ask for a new invitation.`,
  'auth/invalid-action-code': msg`This link is not valid any more: it may have been used already. Ask for a new invitation.`,
}

export const emailSchema = z.object({ email: z.email() })
