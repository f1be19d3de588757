import { http, json } from '@/server/http/route'
import { isPaused } from '@/domain/automations/handover'
import type { ThreadAutomations } from '@/domain/chat/threadAutomations'
import type { ContactState } from '@/server/automations/store'
import { doneSincePause } from '@/server/automations/threadDone'
import { threadStatusOf } from '@/server/chat/threadState'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { workspaceSettingsOf } from './teamRecords'
import { holdingsOf } from './workspaces'

/** The workspace's handover settings (its defaults while it never set them: no Human Agent, pause until done). */
export async function handoverSettingsOf(backend: MockBackend, workspaceId: string) {
  const { humanAgentEnabled, pauseAutomationsMinutes } = await workspaceSettingsOf(backend.db, workspaceId)
  return { humanAgentEnabled, pauseAutomationsMinutes }
}

/** A person of the team replied by hand: automations pause for the contact, as the workspace sets. */
export async function pauseForHandReply(
  backend: MockBackend,
  workspaceId: string,
  accountId: string,
  contactId: string,
): Promise<void> {
  const { pauseAutomationsMinutes } = await handoverSettingsOf(backend, workspaceId)
  await automationServiceOf(backend).withEngine(workspaceId, ({ engine }) =>
    engine.pauseContact(accountId, contactId, pauseAutomationsMinutes),
  )
  backend.db.announce('chat', [workspaceId])
}

const notFound = () => apiError(404, 'chat/not-found', 'No such conversation.')
const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString())

/**
 * `/api/chat/threads/{id}/automations`: whether automations answer the thread's person (opted
 * out, paused for the team, handed over by a flow, held by another app) and `…/resume`, which
 * lets them answer again.
 */
export function chatAutomationHandlers(backend: MockBackend) {
  /** The thread's account and person, when the workspace holds the account. */
  const threadIn = async (workspaceId: string, threadId: unknown) => {
    const [accountId, contactId] = String(threadId).split(':')
    if (!accountId || !contactId) return null
    const holdings = await holdingsOf(backend.instagramConnections, workspaceId)
    return holdings.byAccount.has(accountId) ? { accountId, contactId } : null
  }

  const stateOf = async (workspaceId: string, accountId: string, contactId: string): Promise<ThreadAutomations> => {
    const [contacts, settings, done] = await Promise.all([
      automationServiceOf(backend).contactsOf(workspaceId),
      handoverSettingsOf(backend, workspaceId),
      threadStatusOf(backend.db, workspaceId, accountId, contactId),
    ])
    const contact: ContactState | undefined = contacts.find(
      (candidate) => candidate.accountId === accountId && candidate.contactId === contactId,
    )
    const paused =
      contact !== undefined && isPaused(contact, backend.now()) && !doneSincePause(contact.automationsPausedAt!, done)
    return {
      optedOutAt: iso(contact?.optedOutAt),
      pausedAt: paused ? iso(contact.automationsPausedAt) : null,
      pausedUntil: paused ? iso(contact.automationsPausedUntil) : null,
      handedOverAt: paused ? iso(contact.handedOverAt) : null,
      // Another app holds the conversation while nothing newer than its standby items came here.
      standbySince:
        contact?.standbyAt !== undefined && contact.standbyAt > (contact.lastInboundAt ?? -Infinity)
          ? iso(contact.standbyAt)
          : null,
      humanAgentEnabled: settings.humanAgentEnabled,
    }
  }

  return [
    http.get(
      `${API}/chat/threads/:threadId/automations`,
      endpoint(backend, { can: ['read', 'Chat'] }, async ({ params, workspace }) => {
        const thread = await threadIn(workspace.id, params.threadId)
        if (!thread) return notFound()
        return json<ThreadAutomations>(await stateOf(workspace.id, thread.accountId, thread.contactId))
      }),
    ),
    http.post(
      `${API}/chat/threads/:threadId/automations/resume`,
      endpoint(backend, { can: ['update', 'Chat'] }, async ({ params, workspace }) => {
        const thread = await threadIn(workspace.id, params.threadId)
        if (!thread) return notFound()
        await automationServiceOf(backend).withEngine(workspace.id, ({ engine }) =>
          engine.resumeContact(thread.accountId, thread.contactId),
        )
        backend.db.announce('chat', [workspace.id])
        return json<ThreadAutomations>(await stateOf(workspace.id, thread.accountId, thread.contactId))
      }),
    ),
  ]
}
