/**
 * Up to two letters standing for a name: the first letters of its first and last words
 * ("Ada Lovelace" → "AL", "محمد علي" → "مع"), by grapheme, so accents and scripts stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = firstGrapheme(words[0] ?? '')
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}

function firstGrapheme(word: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)
  return segments[Symbol.iterator]().next().value?.segment ?? ''
}

const AVATAR_COLORS = ['blue', 'violet', 'cyan', 'orange', 'pink', 'teal', 'indigo', 'amber'] as const
export type AvatarColor = (typeof AVATAR_COLORS)[number]

/** The same name always gets the same colour; never the accent, so avatars stay apart from actions. */
export function avatarColorOf(name: string): AvatarColor {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? 'blue'
}
