import { characterCount, NAME_MAX_CHARS } from './validation'

const NUMBERED = /^(.*\S)\s+\((\d+)\)$/u

/** "Promo (3)" → "Promo"; a name without a copy number is its own base. */
export function baseName(name: string): string {
  const match = NUMBERED.exec(name.trim())
  return match ? match[1]! : name.trim()
}

/**
 * The name of a copy: the original's base name followed by the first free number from 2 on, so
 * copying "Promo" three times gives "Promo (2)", "Promo (3)" and "Promo (4)", and copying
 * "Promo (2)" gives the next free one rather than "Promo (2) (2)". Names are compared without
 * regard to case or surrounding spaces, and the result stays within the name limit.
 */
export function copyName(original: string, existing: Iterable<string>, maxChars: number = NAME_MAX_CHARS): string {
  const taken = new Set([...existing].map(normalize))
  const base = baseName(original)
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`
    const room = maxChars - characterCount(suffix)
    const candidate = `${truncate(base, room)}${suffix}`
    if (!taken.has(normalize(candidate))) return candidate
  }
}

function normalize(name: string): string {
  return name.trim().toLocaleLowerCase('en')
}

function truncate(text: string, maxChars: number): string {
  const characters = [...text]
  return characters.length <= maxChars ? text : characters.slice(0, maxChars).join('').trimEnd()
}
