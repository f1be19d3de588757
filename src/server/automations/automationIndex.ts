import type { EventContext } from './eventContext'
import { keywordKey, tokenize } from '@/domain/automations/keywords'
import type { Automation, KeywordRule } from '@/domain/automations/model'
import { commentPlacesOf, defaultReplyDue } from '@/domain/automations/triggers'
import { parseEntryPayload, shortLinkRef } from '@/domain/entryPoints/payloads'

type KeywordChannel = 'comment' | 'dm' | 'story-reply'

interface ContainsEntry {
  tokens: string[]
  rank: number
}

/** Keyword automations of one channel: exact keywords by their canonical form, contains keywords by first token. */
class KeywordTable {
  private readonly exact = new Map<string, number[]>()
  private readonly contains = new Map<string, ContainsEntry[]>()
  /** Automations that match any text of this channel (a story-reply trigger without keywords). */
  readonly any: number[] = []

  add(rule: KeywordRule, rank: number): void {
    const keys = rule.keywords.map(keywordKey).filter((key) => key !== '')
    if (keys.length === 0) {
      this.any.push(rank)
      return
    }
    for (const key of new Set(keys)) {
      if (rule.mode === 'exact') {
        push(this.exact, key, rank)
      } else {
        const tokens = key.split(' ')
        push(this.contains, tokens[0]!, { tokens, rank })
      }
    }
  }

  /** Collects the ranks of automations whose keywords match the text. */
  match(text: string, into: Set<number>): void {
    for (const rank of this.any) into.add(rank)
    if (this.exact.size === 0 && this.contains.size === 0) return
    const tokens = tokenize(text)
    for (const rank of this.exact.get(tokens.join(' ')) ?? []) into.add(rank)
    if (this.contains.size === 0) return
    for (let start = 0; start < tokens.length; start++) {
      const entries = this.contains.get(tokens[start]!)
      if (!entries) continue
      for (const entry of entries) {
        if (into.has(entry.rank)) continue
        if (entry.tokens.every((token, offset) => tokens[start + offset] === token)) into.add(entry.rank)
      }
    }
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

class AccountIndex {
  readonly keywords: Record<KeywordChannel, KeywordTable> = {
    comment: new KeywordTable(),
    dm: new KeywordTable(),
    'story-reply': new KeywordTable(),
  }
  readonly welcome: number[] = []
  readonly storyMention: number[] = []
  readonly payloads = new Map<string, number[]>()
  /** Ref-link automations by the refs they answer: their own id (their link) and their extra refs or ad ids. */
  readonly refs = new Map<string, number[]>()
  /** Automations an ice breaker or menu item may start, by id. */
  readonly menuTaps = new Map<string, number>()
  /** The account's default reply: the highest-ranked one, should there ever be two. */
  defaultReply: number | undefined
}

/** Higher priority first; ties go to the older automation, then by id, so the order is stable. */
export function compareAutomations(a: Automation, b: Automation): number {
  return b.priority - a.priority || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/**
 * Active automations indexed by account and trigger kind, so an event only looks at the
 * automations that could answer it (keyword lookups are by token, not a scan of every rule).
 */
export class AutomationIndex {
  private readonly ranked: Automation[]
  private readonly accounts = new Map<string, AccountIndex>()

  constructor(automations: readonly Automation[]) {
    this.ranked = automations.filter((automation) => automation.status === 'active').sort(compareAutomations)
    this.ranked.forEach((automation, rank) => this.add(automation, rank))
  }

  get size(): number {
    return this.ranked.length
  }

  /**
   * Matching automations in priority order (before "stop after the first match" is applied).
   * `lastDefaultReplyAt` is when the account's default reply last answered this person.
   */
  candidates(context: EventContext, isFirstMessage: boolean, lastDefaultReplyAt?: number): Automation[] {
    const account = this.accounts.get(context.accountId)
    if (!account) return []
    const ranks = new Set<number>()
    const { event } = context
    switch (event.kind) {
      case 'comment':
        account.keywords.comment.match(context.text, ranks)
        for (const rank of ranks) if (!this.answersComment(rank, context)) ranks.delete(rank)
        break
      case 'message':
        account.keywords.dm.match(context.text, ranks)
        if (isFirstMessage) for (const rank of account.welcome) ranks.add(rank)
        if (context.payload !== undefined)
          for (const rank of account.payloads.get(context.payload.trim()) ?? []) ranks.add(rank)
        this.matchReferral(account, context, ranks)
        break
      case 'story_reply':
        account.keywords['story-reply'].match(context.text, ranks)
        break
      case 'story_mention':
        for (const rank of account.storyMention) ranks.add(rank)
        break
      case 'postback':
        for (const rank of account.payloads.get(event.payload.trim()) ?? []) ranks.add(rank)
        // A new person who came from a link and tapped an ice breaker: the link's automation comes first.
        if (!this.matchReferral(account, context, ranks)) this.matchMenuTap(account, event.payload, ranks)
        break
      case 'referral':
        this.matchReferral(account, context, ranks)
        break
      default:
        break
    }
    if (
      ranks.size === 0 &&
      event.kind === 'message' &&
      !context.fromAccount &&
      account.defaultReply !== undefined &&
      defaultReplyDue(this.ranked[account.defaultReply]!.trigger, lastDefaultReplyAt, event.timestamp)
    )
      ranks.add(account.defaultReply)
    return [...ranks].sort((a, b) => a - b).map((rank) => this.ranked[rank]!)
  }

  /** A comment trigger's places, posts or ads and replies, once its keywords matched. */
  private answersComment(rank: number, context: EventContext): boolean {
    const trigger = this.ranked[rank]!.trigger
    if (trigger.kind !== 'comment-keyword' || !context.comment) return true
    const place = context.commentPlace
    if (place && !commentPlacesOf(trigger).includes(place.place)) return false
    if (trigger.replies === false && !context.comment.topLevel) return false
    if (trigger.media.kind === 'any') return true
    const ids = trigger.media.mediaIds
    return ids.includes(context.comment.mediaId) || (place?.adId !== undefined && ids.includes(place.adId))
  }

  /** Adds the automations the person's ref or ad starts; true when there were any. */
  private matchReferral(account: AccountIndex, context: EventContext, ranks: Set<number>): boolean {
    const { referral } = context
    if (!referral) return false
    const found = [referral.ref, referral.adId].flatMap((key) =>
      key === undefined ? [] : (account.refs.get(key) ?? []),
    )
    for (const rank of found) ranks.add(rank)
    return found.length > 0
  }

  private matchMenuTap(account: AccountIndex, payload: string, ranks: Set<number>): void {
    const entry = parseEntryPayload(payload.trim())
    const rank = entry ? account.menuTaps.get(entry.automationId) : undefined
    if (rank !== undefined) ranks.add(rank)
  }

  private add(automation: Automation, rank: number): void {
    let account = this.accounts.get(automation.accountId)
    if (!account) {
      account = new AccountIndex()
      this.accounts.set(automation.accountId, account)
    }
    const { trigger } = automation
    switch (trigger.kind) {
      case 'comment-keyword':
        // A comment trigger without keywords would answer every comment: validation forbids it, the index ignores it.
        if (trigger.keywords.keywords.some((keyword) => keywordKey(keyword) !== ''))
          account.keywords.comment.add(trigger.keywords, rank)
        break
      case 'dm-keyword':
        if (trigger.keywords.keywords.some((keyword) => keywordKey(keyword) !== ''))
          account.keywords.dm.add(trigger.keywords, rank)
        break
      case 'story-reply':
        account.keywords['story-reply'].add(trigger.keywords, rank)
        break
      case 'welcome':
        account.welcome.push(rank)
        break
      case 'story-mention':
        account.storyMention.push(rank)
        break
      case 'postback':
        for (const payload of new Set(trigger.payloads.map((value) => value.trim()).filter(Boolean)))
          push(account.payloads, payload, rank)
        break
      case 'ref-link': {
        const refs = [shortLinkRef(automation.id), ...trigger.refs.map((value) => value.trim()).filter(Boolean)]
        for (const ref of new Set(refs)) push(account.refs, ref, rank)
        break
      }
      case 'menu-tap':
        account.menuTaps.set(automation.id, rank)
        break
      case 'default-reply':
        account.defaultReply ??= rank
        break
    }
  }
}
