import type { KeywordRule } from './model'

/**
 * Keyword matching works on tokens, not raw substrings: "Preço!" and "preco" are the same word,
 * and the keyword "hi" does not fire on "this". A token is a run of letters/digits, or a single
 * other symbol (so emoji keywords such as 🔥 still work).
 */
const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}\p{P}\p{M}\p{Cf}]/gu
const COMBINING_MARKS = /\p{M}+/gu

export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLocaleLowerCase('en')
}

export function tokenize(text: string): string[] {
  return normalizeText(text).match(TOKEN) ?? []
}

/** The canonical form of a keyword (its tokens joined by one space); '' when it has no token. */
export function keywordKey(keyword: string): string {
  return tokenize(keyword).join(' ')
}

/** True when `needle` appears as a contiguous run inside `haystack`. */
export function containsTokens(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false
  outer: for (let start = 0; start <= haystack.length - needle.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue outer
    }
    return true
  }
  return false
}

/** Straightforward matcher, used by test mode and as the reference the engine's index is tested against. */
export function matchesKeywords(rule: KeywordRule, text: string): boolean {
  const textTokens = tokenize(text)
  return rule.keywords.some((keyword) => {
    const keywordTokens = tokenize(keyword)
    if (keywordTokens.length === 0) return false
    return rule.mode === 'exact'
      ? keywordTokens.join(' ') === textTokens.join(' ')
      : containsTokens(textTokens, keywordTokens)
  })
}
