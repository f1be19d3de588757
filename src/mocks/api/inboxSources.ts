import type { InboxMember, InboxNote, InboxPerson } from '@/domain/chat/apiTypes'
import { threadStatesOf } from '@/server/chat/threadState'
import { threadIdOf, type TeamThreadState } from '@/server/chat/threads'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { profilesOf } from './profiles'
import { membershipsOf, workspacesOf } from './teamRecords'

/** A note of the team in a thread, as the backend keeps it (`ownerUid`: the workspace). */
export interface StoredInboxNote {
  id: string
  ownerUid: string
  threadId: string
  authorUid: string
  text: string
  at: number
  /** The uids it mentions: each hears of it in their notifications. */
  mentions: string[]
}

/** A reply the workspace saved, to insert in the composer. */
export interface StoredSavedReply {
  id: string
  ownerUid: string
  title: string
  text: string
  updatedAt: number
}

export const inboxNotesOf = (backend: MockBackend) => backend.db.collection<StoredInboxNote>('inboxNotes')
export const savedRepliesOf = (backend: MockBackend) => backend.db.collection<StoredSavedReply>('savedReplies')

const memberOf = (profile: Profile, uid: string): InboxMember => ({
  uid,
  name: profile.fullName || profile.username || profile.email,
  username: profile.username,
})

/**
 * The people of a workspace the inbox can assign, mention and name: its members (api/teamRecords.ts),
 * by the names and usernames of their profiles. A personal workspace never shared has its owner alone.
 */
export async function inboxMembersOf(backend: MockBackend, workspaceId: string): Promise<InboxMember[]> {
  const db = backend.db
  const shared = await workspacesOf(db).get(workspaceId)
  const uids = shared
    ? (await membershipsOf(db).filter((membership) => membership.workspaceId === workspaceId)).map(
        (membership) => membership.uid,
      )
    : [workspaceId]
  const profiles = profilesOf(backend)
  const members = await Promise.all(
    uids.map(async (uid) => {
      const profile = (await profiles.ownedBy(uid))[0]
      return profile ? memberOf(profile, uid) : null
    }),
  )
  return members.filter((member) => member !== null)
}

/** What the team decided about the workspace's threads, for their assembly (`assembleThreads`). */
export interface TeamThreadSources {
  states: ReadonlyMap<string, TeamThreadState>
  /** Thread id (`account:contact`) → the contact's tags. */
  tags: ReadonlyMap<string, readonly string[]>
  members: ReadonlyMap<string, InboxPerson>
}

export async function teamThreadSources(backend: MockBackend, workspaceId: string): Promise<TeamThreadSources> {
  const [states, contacts, members] = await Promise.all([
    threadStatesOf(backend.db).ownedBy(workspaceId),
    automationServiceOf(backend).contactsOf(workspaceId),
    inboxMembersOf(backend, workspaceId),
  ])
  return {
    states: new Map(
      states.map((state) => [state.threadId, { assigneeUid: state.assigneeUid, status: state.status }] as const),
    ),
    tags: new Map(
      contacts.map((contact) => [threadIdOf(contact.accountId, contact.contactId), contact.tags ?? []] as const),
    ),
    members: new Map(members.map(({ uid, name }) => [uid, { uid, name }] as const)),
  }
}

/** The team's notes in a thread, oldest first, each naming its author and whom it mentions. */
export async function threadNotes(backend: MockBackend, workspaceId: string, threadId: string): Promise<InboxNote[]> {
  const [notes, members] = await Promise.all([
    inboxNotesOf(backend).ownedBy(workspaceId),
    inboxMembersOf(backend, workspaceId),
  ])
  const byUid = new Map(members.map(({ uid, name }) => [uid, { uid, name }] as const))
  const personOf = (uid: string): InboxPerson => byUid.get(uid) ?? { uid, name: uid }
  return notes
    .filter((note) => note.threadId === threadId)
    .sort((a, b) => a.at - b.at)
    .map((note) => ({
      id: note.id,
      text: note.text,
      at: new Date(note.at).toISOString(),
      author: personOf(note.authorUid),
      mentions: note.mentions.map(personOf),
    }))
}

/** A note that mentions someone, as their notification tells it. */
export interface Mention {
  noteId: string
  threadId: string
  at: number
  authorName: string
}

/** The notes of the workspace that mention `uid`, newest first. */
export async function mentionsOf(backend: MockBackend, workspaceId: string, uid: string): Promise<Mention[]> {
  const [notes, members] = await Promise.all([
    inboxNotesOf(backend).ownedBy(workspaceId),
    inboxMembersOf(backend, workspaceId),
  ])
  const names = new Map(members.map((member) => [member.uid, member.name]))
  return notes
    .filter((note) => note.mentions.includes(uid))
    .sort((a, b) => b.at - a.at)
    .map((note) => ({
      noteId: note.id,
      threadId: note.threadId,
      at: note.at,
      authorName: names.get(note.authorUid) ?? note.authorUid,
    }))
}
