/**
 * Up to two letters standing for a name: the first letters of its first and last words
 * ("Ada Lovelace" → "AL", "محمد علي" → "مع", "@ana.souza" → "A"), by grapheme, so accents and
 * scripts stay whole. Marks before a word (a handle's @, a quote) are not letters of it.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map(firstLetter)
    .filter((letter) => letter !== '')
  if (words.length === 0) return '?'
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}

function firstLetter(word: string): string {
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word))
    if (/^[\p{L}\p{N}]/u.test(segment)) return segment
  return ''
}

const AVATAR_COLORS = ['blue', 'violet', 'cyan', 'orange', 'pink', 'teal', 'indigo', 'amber'] as const
export type AvatarColor = (typeof AVATAR_COLORS)[number]

/** The same name always gets the same colour; never the accent, so avatars stay apart from actions. */
export function avatarColorOf(name: string): AvatarColor {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? 'blue'
}
