import type { EventContext } from './eventContext'
import { keywordKey, tokenize } from '@/domain/automations/keywords'
import type { Automation, KeywordRule } from '@/domain/automations/model'

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

  /** Matching automations in priority order (before "stop after the first match" is applied). */
  candidates(context: EventContext, isFirstMessage: boolean): Automation[] {
    const account = this.accounts.get(context.accountId)
    if (!account) return []
    const ranks = new Set<number>()
    const { event } = context
    switch (event.kind) {
      case 'comment':
        account.keywords.comment.match(context.text, ranks)
        for (const rank of ranks) {
          const trigger = this.ranked[rank]!.trigger
          if (
            trigger.kind === 'comment-keyword' &&
            trigger.media.kind === 'selected' &&
            !trigger.media.mediaIds.includes(event.mediaId)
          ) {
            ranks.delete(rank)
          }
        }
        break
      case 'message':
        account.keywords.dm.match(context.text, ranks)
        if (isFirstMessage) for (const rank of account.welcome) ranks.add(rank)
        if (context.payload !== undefined)
          for (const rank of account.payloads.get(context.payload.trim()) ?? []) ranks.add(rank)
        break
      case 'story_reply':
        account.keywords['story-reply'].match(context.text, ranks)
        break
      case 'story_mention':
        for (const rank of account.storyMention) ranks.add(rank)
        break
      case 'postback':
        for (const rank of account.payloads.get(event.payload.trim()) ?? []) ranks.add(rank)
        break
      default:
        break
    }
    return [...ranks].sort((a, b) => a - b).map((rank) => this.ranked[rank]!)
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
    }
  }
}
