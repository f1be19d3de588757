import { signWebhookBody } from '@/domain/instagram/signature'
import type { InstagramEvent } from '@/domain/instagram/events'
import { describeSentMessage, sentText } from '@/domain/instagram/sentContent'
import {
  AUTHORIZATION_CODE_LIFETIME_MS,
  INSTAGRAM_SCOPES,
  LONG_LIVED_TOKEN_SECONDS,
  REFRESH_MIN_AGE_MS,
  SHORT_LIVED_TOKEN_SECONDS,
} from '@/domain/instagram/oauth'
import type { Collection, Database } from '@/server/storage/database'
import { DEFAULT_PLATFORM_CONFIG, INSTAGRAM_APP, type InstagramPlatformConfig } from './config'
import { GraphErrors, graphError, type GraphResult } from './graphErrors'
import type {
  IgAccount,
  IgAd,
  IgAuthorizationCode,
  IgComment,
  IgConversation,
  IgMedia,
  IgPerson,
  IgSubscription,
  IgToken,
  OutboxEntry,
} from './records'
import { WebhookDeliveries } from './webhookDelivery'
import { CallLog, sendKindOf, type CallKind } from './callQuotas'
import { messageTagRefusal, validateMessage } from './messageRules'
import { userProfileAnswer } from './userProfile'
import { parseShortLink, referralPayload, type NoReferral } from './shortLinks'
import {
  changedProfile,
  parseProfileFields,
  parseProfileUpdate,
  profileAnswer,
  shownProfile,
  withoutFields,
  type MessengerProfile,
} from './messengerProfile'
import { listReplies, readComment } from './commentReads'
import { listConversations, listMessages, readConversation, threadOf, type ConversationStore } from './conversations'

const KNOWN_SCOPES = new Set<string>([
  ...INSTAGRAM_SCOPES,
  'instagram_business_content_publish',
  'instagram_business_manage_insights',
])
const SUBSCRIBABLE_FIELDS = new Set([
  'messages',
  'messaging_postbacks',
  'messaging_seen',
  'message_reactions',
  'messaging_referral',
  'comments',
  'live_comments',
  'mentions',
  'story_insights',
])
const ME_FIELDS = new Set([
  'id',
  'user_id',
  'username',
  'name',
  'account_type',
  'profile_picture_url',
  'followers_count',
  'media_count',
])
const MEDIA_FIELDS = new Set([
  'id',
  'caption',
  'media_type',
  'media_product_type',
  'permalink',
  'timestamp',
  'username',
])
const MESSAGE_WINDOW_MS = 24 * 3_600_000
const HUMAN_AGENT_WINDOW_MS = 7 * 86_400_000
const PRIVATE_REPLY_WINDOW_MS = 7 * 86_400_000
/** What a person wrote is kept per thread up to this many messages, for the Conversations API. */
const INBOUND_KEPT = 100

export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  scopes: string[]
  state: string | null
}

export type AuthorizeValidation = { ok: true; request: AuthorizeRequest } | { ok: false; message: string }

interface PlatformProcess {
  config: InstagramPlatformConfig
  /** Call times, for usage headers and throttling; a process-lifetime view like Meta's rolling windows. */
  calls: CallLog
  injectedFailures: GraphResult[]
  idCounter: number
  deliveries: WebhookDeliveries
}

type Authenticated = { ok: true; account: IgAccount; token: IgToken } | { ok: false; result: GraphResult }

/**
 * Instagram, as far as this product can see it: Business Login, tokens, the account's profile
 * and media, webhook subscriptions and the messaging APIs, with Meta's rules and error shapes.
 * A plain class over Database collections, so tests drive it without MSW; `handlers.ts` puts it
 * behind Instagram's real URLs. Each Graph call is one database transaction, so a claim (a code
 * exchanged once, one private reply per comment) holds across tabs.
 */
export class InstagramPlatform {
  readonly accounts: Collection<IgAccount>
  readonly media: Collection<IgMedia>
  readonly people: Collection<IgPerson>
  readonly comments: Collection<IgComment>
  readonly outboxEntries: Collection<OutboxEntry>
  private readonly codes: Collection<IgAuthorizationCode>
  private readonly tokens: Collection<IgToken>
  private readonly subscriptions: Collection<IgSubscription>
  private readonly conversations: Collection<IgConversation>
  /** What lives in this process rather than the database; shared with `within()` views. */
  private readonly process: PlatformProcess

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    config: Partial<InstagramPlatformConfig> = {},
    process?: PlatformProcess,
  ) {
    const created: PlatformProcess = process ?? {
      config: { ...DEFAULT_PLATFORM_CONFIG, ...config },
      calls: new CallLog(),
      injectedFailures: [],
      idCounter: 0,
      deliveries: new WebhookDeliveries(() => created.config.webhookRetryDelaysMs),
    }
    this.process = created
    this.accounts = db.collection('igAccounts')
    this.media = db.collection('igMedia')
    this.people = db.collection('igPeople')
    this.comments = db.collection('igComments')
    this.outboxEntries = db.collection('igOutbox')
    this.codes = db.collection('igCodes')
    this.tokens = db.collection('igTokens')
    this.subscriptions = db.collection('igSubscriptions')
    this.conversations = db.collection('igConversations')
  }

  /**
   * The same platform working inside a transaction the caller holds (the `db` that
   * `MockDb.transaction` hands to its work), for callers such as the automation engine.
   */
  within(db: Database): InstagramPlatform {
    return new InstagramPlatform(db, this.now, {}, this.process)
  }

  private get config(): InstagramPlatformConfig {
    return this.process.config
  }

  /** Tests and the demo change the unconfirmed behaviours here. */
  configure(patch: Partial<InstagramPlatformConfig>): void {
    this.process.config = { ...this.config, ...patch, limits: { ...this.config.limits, ...patch.limits } }
  }

  get settings(): Readonly<InstagramPlatformConfig> {
    return this.config
  }

  /** The accounts one can log in as (seeded with the mock database, and again after a reset). */
  listAccounts(): Promise<IgAccount[]> {
    return this.accounts.all()
  }

  /**
   * A new business account with one post, as a harness that needs many accounts makes them
   * (Instagram's own are made by people, not by an API).
   */
  async addAccount(username: string, serial: number): Promise<{ account: IgAccount; media: IgMedia }> {
    const digits = String(serial).padStart(6, '0')
    const account: IgAccount = {
      id: `27640875390${digits}`,
      userId: `178414099${digits}`,
      username,
      name: username,
      accountType: 'BUSINESS',
      pictureUrl: '',
      followersCount: 1000,
      dmAccessDisabled: false,
      restricted: false,
    }
    const media: IgMedia = {
      id: `180999999${digits}`,
      ownerId: account.userId,
      caption: `Post of @${username}`,
      mediaType: 'IMAGE',
      mediaProductType: 'FEED',
      timestamp: new Date(this.now()).toISOString(),
    }
    await this.db.transaction(async () => {
      await this.accounts.insert(account)
      await this.media.insert(media)
    })
    return { account, media }
  }

  /** The account's posts and reels (`/me/media`); live videos are not among them. */
  mediaOf(professionalId: string): Promise<IgMedia[]> {
    return this.media.filter((item) => item.ownerId === professionalId && !item.broadcast)
  }

  /** The simulator: the account goes live; comments on this media are live comments. */
  async startBroadcast(professionalId: string): Promise<IgMedia> {
    return this.media.insert({
      id: this.nextId('180'),
      ownerId: professionalId,
      caption: '',
      mediaType: 'VIDEO',
      mediaProductType: 'FEED',
      timestamp: new Date(this.now()).toISOString(),
      broadcast: { endedAt: null },
    })
  }

  /** The simulator: the live video ends (Private Replies: no private reply to its comments after this). */
  async endBroadcast(mediaId: string): Promise<void> {
    const media = await this.media.get(mediaId)
    if (media?.broadcast) await this.media.update(mediaId, { broadcast: { endedAt: this.now() } })
  }

  /**
   * The ended live video an event comments on, if any: Meta sends no live comment once the
   * broadcast has ended (Private Replies), so the simulator cannot deliver one.
   */
  async endedBroadcastIn(events: readonly InstagramEvent[]): Promise<IgMedia | null> {
    for (const event of events) {
      if (event.kind !== 'comment') continue
      const media = await this.media.get(event.mediaId)
      if (media?.broadcast && media.broadcast.endedAt !== null) return media
    }
    return null
  }

  /** The simulator hides or shows a comment, as `POST /{comment-id}?hide=` does. */
  setCommentHidden(commentId: string, hidden: boolean): Promise<void> {
    return this.db.transaction(async () => {
      if (await this.comments.get(commentId)) await this.comments.update(commentId, { hidden })
    })
  }

  listPeople(): Promise<IgPerson[]> {
    return this.people.all()
  }

  /** What the account sent, newest first: what Instagram would have delivered. */
  async outbox(professionalId?: string): Promise<OutboxEntry[]> {
    return (
      await this.outboxEntries.filter((entry) => professionalId === undefined || entry.accountId === professionalId)
    ).sort((a, b) => b.sentAt - a.sentAt)
  }

  /** The next Graph call fails with this (e.g. `GraphErrors.temporary()`), to exercise retries. */
  failNextCall(result: GraphResult): void {
    this.process.injectedFailures.push(result)
  }

  /** The person changed their password, or removed the app: every token of the account dies. */
  revokeAccess(professionalId: string, subcode: 458 | 459 | 460 = 460): Promise<void> {
    return this.db.transaction(async () => {
      const account = await this.accounts.find((candidate) => candidate.userId === professionalId)
      if (!account) return
      for (const token of await this.tokens.filter((candidate) => candidate.accountId === account.id)) {
        await this.tokens.update(token.id, { revokedSubcode: subcode })
      }
    })
  }

  updateAccount(
    professionalId: string,
    patch: Partial<Pick<IgAccount, 'dmAccessDisabled' | 'restricted'>>,
  ): Promise<void> {
    return this.db.transaction(async () => {
      const account = await this.accounts.find((candidate) => candidate.userId === professionalId)
      if (account) await this.accounts.update(account.id, patch)
    })
  }

  /** Mock only (the webhooks screen's test tool): the token now lives from `issuedAt` to `expiresAt`. */
  setTokenLifetime(accessToken: string, issuedAt: number, expiresAt: number): Promise<void> {
    return this.db.transaction(async () => {
      if (await this.tokens.get(accessToken)) await this.tokens.update(accessToken, { issuedAt, expiresAt })
    })
  }

  async updatePerson(id: string, patch: Partial<Pick<IgPerson, 'receivesMessages'>>): Promise<void> {
    await this.people.update(id, patch)
  }

  /**
   * The simulator: the person follows the account or stops (`is_user_follow_business`), or the
   * account follows the person (`is_business_follow_user`).
   */
  setFollowing(
    personId: string,
    professionalId: string,
    change: { personFollowsAccount?: boolean; accountFollowsPerson?: boolean },
  ): Promise<void> {
    const toggled = (ids: string[] | undefined, on: boolean | undefined) =>
      on === undefined
        ? (ids ?? [])
        : [...(ids ?? []).filter((id) => id !== professionalId), ...(on ? [professionalId] : [])]
    return this.db.transaction(async () => {
      const person = await this.people.get(personId)
      if (!person) return
      await this.people.update(personId, {
        follows: toggled(person.follows, change.personFollowsAccount),
        followedBy: toggled(person.followedBy, change.accountFollowsPerson),
      })
    })
  }

  /**
   * Keeps Instagram's side consistent with a webhook it delivered: the comment now exists (so it
   * can be answered) and a person's message opens the 24-hour window. The simulator plays
   * Instagram, so verified deliveries land here.
   */
  recordDelivered(events: readonly InstagramEvent[]): Promise<void> {
    return this.db.transaction(() => this.recordEvents(events))
  }

  private async recordEvents(events: readonly InstagramEvent[]): Promise<void> {
    for (const event of events) {
      if (event.kind === 'comment') {
        await this.rememberPerson(event.fromId, event.fromUsername)
        if (!(await this.comments.get(event.commentId))) {
          await this.comments.insert({
            id: event.commentId,
            mediaId: event.mediaId,
            ownerId: event.accountId,
            fromId: event.fromId,
            fromUsername: event.fromUsername,
            text: event.text,
            parentId: event.parentId ?? null,
            hidden: false,
            createdAt: event.timestamp,
            privateReplyAt: null,
          })
        }
      } else if (
        (event.kind === 'message' && !event.isEcho) ||
        event.kind === 'story_mention' ||
        event.kind === 'story_reply' ||
        event.kind === 'postback' ||
        (event.kind === 'referral' && this.config.referralOpensWindow)
      ) {
        await this.rememberPerson(event.senderId, '')
        const id = `${event.accountId}:${event.senderId}`
        const existing = await this.conversations.get(id)
        const inbound = existing?.inbound ?? []
        const said =
          event.kind === 'postback' || event.kind === 'referral'
            ? null
            : { mid: event.mid, text: 'text' in event ? event.text : '' }
        const isNew = said !== null && !inbound.some((message) => message.mid === said.mid)
        if (!existing || existing.lastInboundAt < event.timestamp || isNew)
          await this.conversations.insert({
            id,
            lastInboundAt: Math.max(existing?.lastInboundAt ?? 0, event.timestamp),
            inbound: isNew ? [...inbound, { ...said, at: event.timestamp }].slice(-INBOUND_KEPT) : inbound,
          })
      }
    }
  }

  // ---- Business Login -------------------------------------------------------------------------

  validateAuthorize(params: URLSearchParams): AuthorizeValidation {
    if (params.get('client_id') !== INSTAGRAM_APP.clientId) return { ok: false, message: 'Invalid platform app' }
    const redirectUri = params.get('redirect_uri') ?? ''
    if (!this.config.isRegisteredRedirect(redirectUri)) {
      return { ok: false, message: 'Invalid redirect_uri: the URL is not on the list of valid OAuth redirect URIs' }
    }
    if (params.get('response_type') !== 'code')
      return { ok: false, message: 'Invalid response_type: only "code" is supported' }
    const scopes = (params.get('scope') ?? '').split(/[,\s]+/).filter(Boolean)
    const unknown = scopes.filter((scope) => !KNOWN_SCOPES.has(scope))
    if (scopes.length === 0 || unknown.length > 0)
      return { ok: false, message: `Invalid Scopes: ${unknown.join(', ') || '(none)'}` }
    return { ok: true, request: { clientId: INSTAGRAM_APP.clientId, redirectUri, scopes, state: params.get('state') } }
  }

  /** The person logged in as `appScopedId` and allowed access: back to the app with a one-time code. */
  async approve(request: AuthorizeRequest, appScopedId: string): Promise<string> {
    const account = await this.accounts.get(appScopedId)
    if (!account) throw new Error(`No Instagram account ${appScopedId}`)
    const code = await this.codes.insert({
      id: `AQB${this.randomToken(48)}`,
      accountId: account.id,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      createdAt: this.now(),
      usedAt: null,
    })
    const url = new URL(request.redirectUri)
    url.searchParams.set('code', code.id)
    if (request.state !== null) url.searchParams.set('state', request.state)
    return `${url.href}#_`
  }

  deny(request: AuthorizeRequest): string {
    const url = new URL(request.redirectUri)
    url.searchParams.set('error', 'access_denied')
    url.searchParams.set('error_reason', 'user_denied')
    url.searchParams.set('error_description', 'The user denied your request')
    if (this.config.stateOnDenial && request.state !== null) url.searchParams.set('state', request.state)
    return url.href
  }

  /** `POST https://api.instagram.com/oauth/access_token` (form fields). */
  exchangeCode(form: URLSearchParams): Promise<GraphResult> {
    return this.db.transaction(() => this.claimCode(form))
  }

  /** Reads the code and marks it used in one transaction: a code is exchanged once, whoever asks. */
  private async claimCode(form: URLSearchParams): Promise<GraphResult> {
    const oauthError = (message: string): GraphResult => ({
      status: 400,
      body: { error_type: 'OAuthException', code: 400, error_message: message },
    })
    for (const field of ['client_id', 'client_secret', 'grant_type', 'redirect_uri', 'code']) {
      if (!form.get(field)) return oauthError(`Missing required parameter: ${field}`)
    }
    if (form.get('client_id') !== INSTAGRAM_APP.clientId) return oauthError('Invalid platform app')
    if (form.get('client_secret') !== INSTAGRAM_APP.clientSecret) return oauthError('Error validating client secret.')
    if (form.get('grant_type') !== 'authorization_code') return oauthError('Unsupported grant_type')
    const code = await this.codes.get((form.get('code') ?? '').replace(/#_$/, ''))
    if (!code || code.usedAt !== null || this.now() - code.createdAt > AUTHORIZATION_CODE_LIFETIME_MS) {
      return oauthError('Matching code was not found or was already used')
    }
    if (form.get('redirect_uri') !== code.redirectUri) {
      return oauthError(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      )
    }
    await this.codes.update(code.id, { usedAt: this.now() })
    const token = await this.issueToken(code.accountId, 'short', code.scopes)
    const body =
      this.config.tokenResponseShape === 'data'
        ? { data: [{ access_token: token.id, user_id: code.accountId, permissions: code.scopes.join(',') }] }
        : { access_token: token.id, user_id: Number(code.accountId), permissions: code.scopes }
    return { status: 200, body }
  }

  /** `GET graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret&access_token`. */
  async exchangeForLongLived(query: URLSearchParams): Promise<GraphResult> {
    if (query.get('grant_type') !== 'ig_exchange_token') return GraphErrors.invalidParameter('Unsupported grant_type')
    if (query.get('client_secret') !== INSTAGRAM_APP.clientSecret) {
      return graphError(400, 101, 'Error validating client secret.')
    }
    const auth = await this.authenticate(query.get('access_token'))
    if (!auth.ok) return auth.result
    if (auth.token.kind !== 'short')
      return GraphErrors.invalidParameter('Invalid token: only a short-lived token can be exchanged')
    return this.tokenAnswer(await this.issueToken(auth.account.id, 'long', auth.token.scopes))
  }

  /** `GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token&access_token`. */
  async refreshLongLived(query: URLSearchParams): Promise<GraphResult> {
    if (query.get('grant_type') !== 'ig_refresh_token') return GraphErrors.invalidParameter('Unsupported grant_type')
    const auth = await this.authenticate(query.get('access_token'))
    if (!auth.ok) return auth.result
    if (auth.token.kind !== 'long') return GraphErrors.invalidParameter('Only a long-lived token can be refreshed')
    if (this.now() - auth.token.issuedAt < REFRESH_MIN_AGE_MS) {
      return GraphErrors.invalidParameter('The access token can be refreshed only once it is at least 24 hours old')
    }
    return this.tokenAnswer(await this.issueToken(auth.account.id, 'long', auth.token.scopes))
  }

  // ---- Graph reads ----------------------------------------------------------------------------

  me(accessToken: string | null, fields: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      const requested = (fields ?? 'id')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
      const unknown = requested.find((field) => !ME_FIELDS.has(field))
      if (unknown)
        return GraphErrors.invalidParameter(`Tried accessing nonexisting field (${unknown}) on node type (User)`)
      const values: Record<string, unknown> = {
        id: account.id,
        user_id: account.userId,
        username: account.username,
        name: account.name,
        account_type: account.accountType,
        profile_picture_url: account.pictureUrl,
        followers_count: account.followersCount,
        media_count: (await this.mediaOf(account.userId)).length,
      }
      const body: Record<string, unknown> = {}
      for (const field of requested) body[field] = values[field]
      body.id = account.id
      return { status: 200, body }
    })
  }

  /**
   * `GET /me/ads?fields=id,name`: the account's ads. Meta lists ads only in the Marketing API
   * (`GET /act_{ad account id}/ads`), which Instagram Login does not reach: this is the mock's
   * stand-in, answered in Graph's list shape.
   */
  listAds(accessToken: string | null, fields: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      const requested = (fields ?? 'id').split(',').map((field) => field.trim())
      const unknown = requested.find((field) => field !== '' && field !== 'id' && field !== 'name')
      if (unknown)
        return GraphErrors.invalidParameter(`Tried accessing nonexisting field (${unknown}) on node type (Ad)`)
      const data = (account.ads ?? []).map((ad) =>
        requested.includes('name') ? { id: ad.id, name: ad.name } : { id: ad.id },
      )
      return { status: 200, body: { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } } }
    })
  }

  /** The account's ads, as the simulator lists them. */
  async adsOf(professionalId: string): Promise<IgAd[]> {
    return (await this.accounts.all()).find((account) => account.userId === professionalId)?.ads ?? []
  }

  listMedia(accessToken: string | null, fields: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      const requested = (fields ?? 'id')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
      const unknown = requested.find((field) => !MEDIA_FIELDS.has(field))
      if (unknown)
        return GraphErrors.invalidParameter(`Tried accessing nonexisting field (${unknown}) on node type (IGMedia)`)
      const data = (await this.mediaOf(account.userId)).map((item) => {
        const values: Record<string, unknown> = {
          id: item.id,
          caption: item.caption,
          media_type: item.mediaType,
          media_product_type: item.mediaProductType,
          permalink: `https://www.instagram.com/p/${item.id.slice(-11)}/`,
          timestamp: item.timestamp.replace(/\.\d+Z$/, '+0000'),
          username: account.username,
        }
        const row: Record<string, unknown> = { id: item.id }
        for (const field of requested) row[field] = values[field]
        return row
      })
      return { status: 200, body: { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } } }
    })
  }

  /**
   * `GET /{IGSID}?fields=…` (User Profile): someone's name and username, only once they have
   * written to the account (not for someone who only commented), as Meta documents.
   */
  userProfile(accessToken: string | null, igsid: string, fields: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', (account) => this.profileOf(account, igsid, fields))
  }

  /**
   * `GET /{id}?fields=…`: Graph ids name any node, so the id says which one it is: one of the
   * account's conversations (`messages{…}` expands to its first page, `messagesUrl` names the
   * next), a comment on its posts, or someone who wrote to it (User Profile).
   */
  readNode(
    accessToken: string | null,
    id: string,
    fields: string | null,
    messagesUrl?: (query: URLSearchParams) => string,
  ): Promise<GraphResult> {
    return this.withAccount(accessToken, threadOf(id) ? 'conversations' : 'other', async (account, token) => {
      if (threadOf(id))
        return lacking(token, MESSAGES_SCOPE) ?? readConversation(this.threads, account, id, fields, messagesUrl)
      const comment = await this.comments.get(id)
      if (comment && comment.ownerId === account.userId)
        return lacking(token, COMMENTS_SCOPE) ?? readComment(this.comments, account, id, fields)
      return this.profileOf(account, id, fields)
    })
  }

  /** `GET /{IG_ID|me}/conversations?platform=instagram[&user_id=IGSID]` (Conversations API). */
  listConversations(
    accessToken: string | null,
    pathId: string,
    query: URLSearchParams,
    nextUrl?: (after: string) => string,
  ): Promise<GraphResult> {
    return this.withAccount(accessToken, 'conversations', async (account, token) => {
      if (pathId !== 'me' && pathId !== account.userId && pathId !== account.id) return GraphErrors.noSuchObject(pathId)
      return lacking(token, MESSAGES_SCOPE) ?? listConversations(this.threads, account, query, nextUrl)
    })
  }

  /** `GET /{conversation-id}/messages?fields=…`: a page of the thread, newest first. */
  listMessages(
    accessToken: string | null,
    conversationId: string,
    query: URLSearchParams,
    nextUrl?: (after: string) => string,
  ): Promise<GraphResult> {
    return this.withAccount(
      accessToken,
      'conversations',
      async (account, token) =>
        lacking(token, MESSAGES_SCOPE) ?? listMessages(this.threads, account, conversationId, query, nextUrl),
    )
  }

  /** `GET /{comment-id}/replies?fields=…`: the replies under a comment on the account's posts. */
  listReplies(
    accessToken: string | null,
    commentId: string,
    query: URLSearchParams,
    nextUrl?: (after: string) => string,
  ): Promise<GraphResult> {
    return this.withAccount(
      accessToken,
      'other',
      async (account, token) =>
        lacking(token, COMMENTS_SCOPE) ?? listReplies(this.comments, account, commentId, query, nextUrl),
    )
  }

  private async profileOf(account: IgAccount, igsid: string, fields: string | null): Promise<GraphResult> {
    const person = await this.people.get(igsid)
    if (!person) return GraphErrors.noSuchObject(igsid)
    // Consent: the person wrote, or tapped an ice breaker or menu item (their thread exists then).
    const consented = (await this.conversations.get(`${account.userId}:${igsid}`)) !== undefined
    return userProfileAnswer(account, person, consented, fields)
  }

  private get threads(): ConversationStore {
    return { conversations: this.conversations, outbox: this.outboxEntries, people: this.people }
  }

  /**
   * Delivers a webhook as Meta does: the exact bytes, signed with the app secret, POSTed to the
   * app's callback URL, and posted again on the configured schedule (`webhookRetryDelaysMs`)
   * while the receiver does not answer 200. Answers the first attempt's status, 0 when the
   * receiver could not be reached. A `forged` delivery is a forger's single POST, signed with a
   * secret of its own: Meta never retries it.
   */
  async deliverWebhook(callbackUrl: string, rawBody: string, forged = false): Promise<number> {
    const secret = forged ? `forged-${Math.random().toString(36).slice(2)}` : INSTAGRAM_APP.clientSecret
    return this.process.deliveries.deliver(callbackUrl, rawBody, await signWebhookBody(secret, rawBody), !forged)
  }

  /** Cancels the retries still to come (the platform is being closed). */
  stopDeliveries(): void {
    this.process.deliveries.stop()
  }

  // ---- Webhook subscription -------------------------------------------------------------------

  subscribeApp(accessToken: string | null, fields: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      const requested = (fields ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
      if (requested.length === 0) return GraphErrors.invalidParameter('The parameter subscribed_fields is required.')
      const unknown = requested.find((field) => !SUBSCRIBABLE_FIELDS.has(field))
      if (unknown)
        return GraphErrors.invalidParameter(
          `Param subscribed_fields[${requested.indexOf(unknown)}] must be one of {${[...SUBSCRIBABLE_FIELDS].join(', ')}} - got "${unknown}".`,
        )
      await this.subscriptions.insert({ id: account.id, fields: requested })
      return { status: 200, body: { success: true } }
    })
  }

  subscribedApps(accessToken: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      const subscription = await this.subscriptions.get(account.id)
      return {
        status: 200,
        body: { data: subscription ? [{ subscribed_fields: subscription.fields, id: INSTAGRAM_APP.clientId }] : [] },
      }
    })
  }

  unsubscribeApp(accessToken: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account) => {
      await this.subscriptions.remove(account.id)
      return { status: 200, body: { success: true } }
    })
  }

  async subscribedFieldsOf(professionalId: string): Promise<string[]> {
    const account = await this.accounts.find((candidate) => candidate.userId === professionalId)
    return (account && (await this.subscriptions.get(account.id))?.fields) ?? []
  }

  // ---- Messenger profile (ice breakers, persistent menu) ------------------------------------

  /** `POST /me/messenger_profile` (JSON body, `platform: "instagram"`): sets the fields given. */
  setMessengerProfile(accessToken: string | null, body: Record<string, unknown>): Promise<GraphResult> {
    return this.withMessengerProfile(accessToken, async (account) => {
      const parsed = parseProfileUpdate(body)
      if (!parsed.ok) return parsed.result
      await this.changeMessengerProfile(account, { ...account.messengerProfile?.current, ...parsed.update })
      return { status: 200, body: { result: 'success' } }
    })
  }

  /** `GET /me/messenger_profile?fields=ice_breakers,persistent_menu&platform=instagram`: as set, at once. */
  getMessengerProfile(
    accessToken: string | null,
    fields: string | null,
    platform: string | null,
  ): Promise<GraphResult> {
    return this.withMessengerProfile(accessToken, async (account) => {
      const parsed = parseProfileFields(fields, platform)
      if (!parsed.ok) return parsed.result
      return profileAnswer(account.messengerProfile?.current ?? {}, parsed.fields)
    })
  }

  /** `DELETE /me/messenger_profile` with `{"fields":["ice_breakers"],"platform":"instagram"}`. */
  deleteMessengerProfile(accessToken: string | null, body: Record<string, unknown>): Promise<GraphResult> {
    return this.withMessengerProfile(accessToken, async (account) => {
      const parsed = parseProfileFields(body.fields, body.platform)
      if (!parsed.ok) return parsed.result
      await this.changeMessengerProfile(account, withoutFields(account.messengerProfile?.current ?? {}, parsed.fields))
      return { status: 200, body: { result: 'success' } }
    })
  }

  /**
   * What people see of the account's ice breakers and menu now: a change shows only after the
   * configured delay (`messengerProfileDelayMs`), as Meta's "changes may take time to show".
   */
  async messengerProfileShown(professionalId: string): Promise<MessengerProfile> {
    const account = await this.accounts.find((candidate) => candidate.userId === professionalId)
    return shownProfile(account?.messengerProfile, this.now(), this.config.messengerProfileDelayMs)
  }

  /**
   * The simulator: `personId` opens `https://ig.me/m/{username}?ref={ref}`. Meta sends a
   * `messaging_referral` webhook only when the account's ice breakers show (ig.me links) and the
   * app subscribed the account to that field; the answer is the body to deliver
   * (`deliverWebhook`), or why none is sent. The referral, once delivered (`recordDelivered`), opens
   * the 24-hour window unless `referralOpensWindow` is off.
   */
  async openShortLink(
    link: string,
    personId: string,
  ): Promise<{ sent: true; payload: ReturnType<typeof referralPayload> } | { sent: false; reason: NoReferral }> {
    const parsed = parseShortLink(link)
    if (!parsed) return { sent: false, reason: 'not_a_link' }
    const account = await this.accounts.find((candidate) => candidate.username.toLowerCase() === parsed.username)
    if (!account) return { sent: false, reason: 'no_such_account' }
    if (!(await this.people.get(personId))) return { sent: false, reason: 'no_such_person' }
    if (parsed.ref === null) return { sent: false, reason: 'no_ref' }
    if (!(await this.messengerProfileShown(account.userId)).ice_breakers?.length)
      return { sent: false, reason: 'no_ice_breakers' }
    if (!(await this.subscribedFieldsOf(account.userId)).includes('messaging_referral'))
      return { sent: false, reason: 'not_subscribed' }
    return { sent: true, payload: referralPayload(account.userId, personId, parsed.ref, this.now()) }
  }

  private withMessengerProfile(
    accessToken: string | null,
    run: (account: IgAccount) => Promise<GraphResult>,
  ): Promise<GraphResult> {
    return this.withAccount(
      accessToken,
      'other',
      async (account, token) => lacking(token, MESSAGES_SCOPE) ?? run(account),
    )
  }

  private async changeMessengerProfile(account: IgAccount, current: MessengerProfile): Promise<void> {
    const messengerProfile = changedProfile(
      account.messengerProfile,
      current,
      this.now(),
      this.config.messengerProfileDelayMs,
    )
    await this.accounts.update(account.id, { messengerProfile })
  }

  // ---- Messaging ------------------------------------------------------------------------------

  /** `POST /{IG_ID|me}/messages`: a DM, a private reply to a comment, or a sender action. */
  sendMessage(accessToken: string | null, pathId: string, body: Record<string, unknown>): Promise<GraphResult> {
    return this.db.transaction(() => this.send(accessToken, pathId, body))
  }

  private async send(accessToken: string | null, pathId: string, body: Record<string, unknown>): Promise<GraphResult> {
    const auth = await this.authenticate(accessToken)
    if (!auth.ok) return this.respond(auth.result, null)
    const { account, token } = auth
    if (pathId !== 'me' && pathId !== account.userId && pathId !== account.id)
      return this.respond(GraphErrors.noSuchObject(pathId), account)
    if (!token.scopes.includes('instagram_business_manage_messages')) {
      return this.respond(GraphErrors.missingPermission('instagram_business_manage_messages'), account)
    }
    const recipient = isRecord(body.recipient) ? body.recipient : null
    const commentId = recipient ? stringOf(recipient.comment_id) : undefined
    const kind = commentId ? await this.privateReplyKind(commentId) : sendKindOf(body)
    const result = this.guard(account, kind) ?? (await this.deliverMessage(account, recipient, commentId, body))
    return this.respond(result, account, kind)
  }

  /**
   * `POST /{COMMENT_ID}/replies?message=` (IG Comment replies): a public reply under the comment.
   * A reply to a reply is added under the top-level comment; hidden comments and live comments
   * take no public reply.
   */
  replyToComment(accessToken: string | null, commentId: string, message: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account, token) => {
      if (!token.scopes.includes('instagram_business_manage_comments')) {
        return GraphErrors.missingPermission('instagram_business_manage_comments')
      }
      const comment = await this.comments.get(commentId)
      if (!comment || comment.ownerId !== account.userId) return GraphErrors.noSuchObject(commentId)
      const topLevel = comment.parentId === null ? comment : await this.comments.get(comment.parentId)
      if (comment.hidden || topLevel?.hidden) return GraphErrors.invalidParameter('Cannot reply to a hidden comment')
      if ((await this.media.get(comment.mediaId))?.broadcast)
        return GraphErrors.invalidParameter('Replies are not supported on live video comments')
      if (!message || message.trim() === '') return GraphErrors.invalidParameter('The parameter message is required')
      const reply = await this.comments.insert({
        id: this.nextId('179'),
        mediaId: comment.mediaId,
        ownerId: account.userId,
        fromId: account.userId,
        fromUsername: account.username,
        text: message,
        parentId: topLevel?.id ?? comment.id,
        hidden: false,
        createdAt: this.now(),
        privateReplyAt: null,
      })
      await this.record(
        {
          accountId: account.userId,
          kind: 'public_reply',
          recipientId: comment.fromId,
          commentId,
          text: message,
          message: { text: message },
        },
        reply.id,
      )
      return { status: 200, body: { id: reply.id } }
    })
  }

  /** `POST /{COMMENT_ID}?hide=true|false`: hides a comment on the account's media, or shows it again. */
  hideComment(accessToken: string | null, commentId: string, hide: string | null): Promise<GraphResult> {
    return this.withAccount(accessToken, 'other', async (account, token) => {
      const refused = lacking(token, COMMENTS_SCOPE)
      if (refused) return refused
      const comment = await this.comments.get(commentId)
      if (!comment || comment.ownerId !== account.userId) return GraphErrors.noSuchObject(commentId)
      if (hide !== 'true' && hide !== 'false') return GraphErrors.invalidParameter('Param hide must be a boolean')
      await this.comments.update(commentId, { hidden: hide === 'true' })
      return { status: 200, body: { success: true } }
    })
  }

  /** The usage headers Meta adds to every Graph answer. */
  usageHeaders(account: IgAccount | null): Record<string, string> {
    const appPercent = this.process.calls.appUsage(this.config, this.now())
    const headers: Record<string, string> = {
      'X-App-Usage': JSON.stringify({
        call_count: appPercent,
        total_cputime: Math.round(appPercent * 0.6),
        total_time: Math.round(appPercent * 0.7),
      }),
    }
    if (account) {
      const mine = this.process.calls.accountUsage(this.config, account.userId, this.now())
      headers['X-Business-Use-Case-Usage'] = JSON.stringify({
        [account.userId]: [
          {
            type: 'instagram',
            call_count: mine,
            total_cputime: Math.round(mine * 0.6),
            total_time: Math.round(mine * 0.7),
            estimated_time_to_regain_access: mine >= 100 ? 60 : 0,
          },
        ],
      })
    }
    return headers
  }

  // ---- internals ------------------------------------------------------------------------------

  private async deliverMessage(
    account: IgAccount,
    recipient: Record<string, unknown> | null,
    commentId: string | undefined,
    body: Record<string, unknown>,
  ): Promise<GraphResult> {
    const recipientId = recipient ? stringOf(recipient.id) : undefined
    if (!recipientId && !commentId) return GraphErrors.invalidParameter('The parameter recipient is required')
    const senderAction = stringOf(body.sender_action)
    const message = isRecord(body.message) ? body.message : null
    if (!message && !senderAction) return GraphErrors.invalidParameter('The parameter message is required')
    if (message) {
      const invalid = validateMessage(message)
      if (invalid) return GraphErrors.invalidParameter(invalid)
    }
    if (account.restricted) return GraphErrors.temporarilyRestricted()
    if (account.dmAccessDisabled) return GraphErrors.ownerDisabledMessaging()
    // What the person reads: the text, or a template's text (a button template has no message.text).
    const text = message ? sentText(describeSentMessage(message)) : ''

    if (commentId) {
      const comment = await this.comments.get(commentId)
      if (!comment || comment.ownerId !== account.userId) return GraphErrors.invalidRecipient()
      if (this.now() - comment.createdAt > PRIVATE_REPLY_WINDOW_MS) return GraphErrors.outsideWindow()
      const broadcast = (await this.media.get(comment.mediaId))?.broadcast
      if (broadcast && broadcast.endedAt !== null) return GraphErrors.outsideWindow()
      if (comment.privateReplyAt !== null) {
        const { code, subcode } = this.config.privateReplyUsedError
        return graphError(400, code, `(#${code}) A private reply has already been sent for this comment.`, { subcode })
      }
      await this.comments.update(comment.id, { privateReplyAt: this.now() })
      const id = this.messageId()
      await this.record(
        { accountId: account.userId, kind: 'private_reply', recipientId: comment.fromId, commentId, text, message },
        id,
      )
      return { status: 200, body: { recipient_id: comment.fromId, message_id: id } }
    }

    const person = await this.people.get(recipientId ?? '')
    if (!person) return GraphErrors.invalidRecipient()
    const conversation = await this.conversations.get(`${account.userId}:${person.id}`)
    const tagRefusal = messageTagRefusal(body, this.config.humanAgentApproved)
    if (tagRefusal) return tagRefusal
    const window = body.messaging_type === 'MESSAGE_TAG' ? HUMAN_AGENT_WINDOW_MS : MESSAGE_WINDOW_MS
    if (!conversation || this.now() - conversation.lastInboundAt > window) return GraphErrors.outsideWindow()
    if (!person.receivesMessages) return GraphErrors.personNotReceiving()
    if (senderAction && !message) {
      await this.record(
        {
          accountId: account.userId,
          kind: 'sender_action',
          recipientId: person.id,
          commentId: null,
          text: senderAction,
          message: body.payload ?? null,
        },
        this.messageId(),
      )
      return { status: 200, body: { recipient_id: person.id } }
    }
    const id = this.messageId()
    await this.record(
      { accountId: account.userId, kind: 'message', recipientId: person.id, commentId: null, text, message },
      id,
    )
    return { status: 200, body: { recipient_id: person.id, message_id: id } }
  }

  /** Private replies to live comments have their own rate (Messenger Platform, "Rate limiting"). */
  private async privateReplyKind(commentId: string): Promise<CallKind> {
    const comment = await this.comments.get(commentId)
    const media = comment ? await this.media.get(comment.mediaId) : undefined
    return media?.broadcast ? 'live_private_reply' : 'private_reply'
  }

  /** Throttling and injected failures, checked before the call does anything. */
  private guard(account: IgAccount, kind: CallKind): GraphResult | null {
    const injected = this.process.injectedFailures.shift()
    if (injected) return injected
    return this.process.calls.refusal(this.config, account.userId, kind, this.now())
  }

  private withAccount(
    accessToken: string | null,
    kind: 'other' | 'conversations',
    run: (account: IgAccount, token: IgToken) => Promise<GraphResult>,
  ): Promise<GraphResult> {
    return this.db.transaction(async () => {
      const auth = await this.authenticate(accessToken)
      if (!auth.ok) return this.respond(auth.result, null)
      const result = this.guard(auth.account, kind) ?? (await run(auth.account, auth.token))
      return this.respond(result, auth.account, kind)
    })
  }

  private respond(result: GraphResult, account: IgAccount | null, kind: CallKind = 'other'): GraphResult {
    this.process.calls.record({
      at: this.now(),
      accountId: account?.userId ?? null,
      kind,
      accepted: result.status === 200,
    })
    return { ...result, headers: { ...this.usageHeaders(account), ...result.headers } }
  }

  private async authenticate(accessToken: string | null | undefined): Promise<Authenticated> {
    const token = accessToken ? await this.tokens.get(accessToken) : undefined
    if (!token) return { ok: false, result: GraphErrors.invalidToken() }
    if (token.revokedSubcode !== null) return { ok: false, result: GraphErrors.revokedToken(token.revokedSubcode) }
    if (token.expiresAt <= this.now()) return { ok: false, result: GraphErrors.expiredToken(token.expiresAt) }
    const account = await this.accounts.get(token.accountId)
    if (!account) return { ok: false, result: GraphErrors.revokedToken(458) }
    return { ok: true, account, token }
  }

  private issueToken(accountId: string, kind: IgToken['kind'], scopes: string[]): Promise<IgToken> {
    const issuedAt = this.now()
    const seconds = kind === 'short' ? SHORT_LIVED_TOKEN_SECONDS : LONG_LIVED_TOKEN_SECONDS
    return this.tokens.insert({
      id: `IGAA${this.randomToken(kind === 'short' ? 120 : 160)}`,
      accountId,
      kind,
      scopes,
      issuedAt,
      expiresAt: issuedAt + seconds * 1000,
      revokedSubcode: null,
    })
  }

  private tokenAnswer(token: IgToken): GraphResult {
    return {
      status: 200,
      body: {
        access_token: token.id,
        token_type: 'bearer',
        expires_in: Math.floor((token.expiresAt - this.now()) / 1000),
      },
    }
  }

  private async record(entry: Omit<OutboxEntry, 'id' | 'sentAt'>, id: string): Promise<void> {
    await this.outboxEntries.insert({ ...entry, id, sentAt: this.now() })
  }

  private async rememberPerson(id: string, username: string): Promise<void> {
    if (!(await this.people.get(id)))
      await this.people.insert({ id, username, receivesMessages: true, follows: [], followedBy: [] })
  }

  private messageId(): string {
    return `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx${this.nextId('')}`
  }

  private nextId(prefix: string): string {
    this.process.idCounter += 1
    return `${prefix}${this.now().toString().slice(-9)}${String(this.process.idCounter).padStart(5, '0')}`
  }

  private randomToken(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
    const bytes = crypto.getRandomValues(new Uint8Array(length))
    return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
  }
}

const MESSAGES_SCOPE = 'instagram_business_manage_messages'
const COMMENTS_SCOPE = 'instagram_business_manage_comments'

/** Graph's missing-permission error when the token was not granted `scope`. */
function lacking(token: IgToken, scope: string): GraphResult | null {
  return token.scopes.includes(scope) ? null : GraphErrors.missingPermission(scope)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'number') return String(value)
  return undefined
}
