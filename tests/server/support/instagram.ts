import { randomInt } from 'node:crypto'
import type { AutomationAccount, AutomationInput } from '@/domain/automations/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload, type ComposableEventKind } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { connectInstagram, type ApiHost, type Person } from './apiHost'
import { withFlow, type WithActions } from '../../support/automationSpec'

/** Someone on Instagram (a made-up IGSID: the platform learns people from the events it sees). */
export interface IgPerson {
  id: string
  username: string
}

export function igPerson(username = `fan.${randomInt(1e6)}`): IgPerson {
  return { id: `1784${String(randomInt(1e12)).padStart(12, '0')}`, username }
}

/** Connects @username for the person and answers it as the builder sees it: account id and posts. */
export async function connectAccount(person: Person, username: string): Promise<AutomationAccount> {
  const connected = await connectInstagram(person, username)
  if (connected.status !== 201) throw new Error(`connect @${username}: ${connected.status} ${connected.text}`)
  const accounts = await person.call<AutomationAccount[]>('GET', '/automations/accounts')
  const account = accounts.json.find((candidate) => candidate.username === username)
  if (!account) throw new Error(`@${username} is not among the builder's accounts: ${accounts.text}`)
  return account
}

let uniqueIds = 0

export interface Delivered {
  status: number
  /** The comment's or message's id as Instagram gave it. */
  uniqueId: string
}

/**
 * What Meta POSTs when someone comments on a post of the account or writes to it, signed with
 * the app secret (another secret: a forgery), to the host's webhook receiver.
 */
export async function deliver(
  host: Pick<ApiHost, 'api' | 'settle'>,
  account: AutomationAccount,
  event: { kind: ComposableEventKind; text: string; from: IgPerson; uniqueId?: string; hoursAgo?: number },
  secret: string = INSTAGRAM_APP.clientSecret,
): Promise<Delivered> {
  const now = Date.now()
  const uniqueId = event.uniqueId ?? `179${String(now).slice(-9)}${String((uniqueIds += 1)).padStart(5, '0')}`
  const media = account.media[0]
  const raw = JSON.stringify(
    composeWebhookPayload({
      kind: event.kind,
      accountId: account.accountId,
      person: event.from,
      text: event.text,
      now,
      occurredAt: now - (event.hoursAgo ?? 0) * 3_600_000,
      uniqueId,
      ...(media ? { media: { id: media.id, mediaProductType: media.mediaProductType } } : {}),
    }),
  )
  const response = await fetch(`${host.api}/webhooks/instagram`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: await signWebhookBody(secret, raw) },
    body: raw,
  })
  await response.text()
  // Meta has its answer; the events are worked on after it.
  await host.settle()
  return { status: response.status, uniqueId }
}

/** An automation the builder would save: a keyword in a comment gets a private and a public reply. */
export function automationInput(
  accountId: string,
  overrides: WithActions<Partial<AutomationInput>> = {},
): AutomationInput {
  return withFlow({
    name: 'Link do produto',
    accountId,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
    actions: [
      { kind: 'private-reply', message: { text: 'Aqui está: https://loja.example/p', quickReplies: [], buttons: [] } },
      { kind: 'public-reply', variants: ['Te mandei por DM!'] },
    ],
    ...overrides,
  }) as AutomationInput
}

/** Posts these exact bytes to the host's webhook receiver, signed with `secret` (`null`: unsigned). */
export async function postDelivery(
  host: Pick<ApiHost, 'api'>,
  raw: string,
  secret: string | null = INSTAGRAM_APP.clientSecret,
): Promise<{ status: number; code: string | null }> {
  const response = await fetch(`${host.api}/webhooks/instagram`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { [SIGNATURE_HEADER]: await signWebhookBody(secret, raw) }),
    },
    body: raw,
  })
  return { status: response.status, code: errorCodeIn(await response.text()) }
}

function errorCodeIn(text: string): string | null {
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null
  } catch {
    return null
  }
}

/** What `deliver` would post for a comment, as raw JSON, for tests that bend it. */
export function commentPayload(account: AutomationAccount, text: string, from: IgPerson): Record<string, unknown> {
  const now = Date.now()
  return composeWebhookPayload({
    kind: 'comment',
    accountId: account.accountId,
    person: from,
    text,
    now,
    occurredAt: now,
    uniqueId: `179${String(now).slice(-9)}${String((uniqueIds += 1)).padStart(5, '0')}`,
  }) as unknown as Record<string, unknown>
}
