import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RUN_STATUS_COLORS, RUN_STATUS_FILLS } from '@/domain/automations/messages'
import { STATUS_COLORS } from '@/domain/instagram/messages'

/** The Radix scales the theme rebuilds from the user's primary colour (src/styles/theme.css). */
function scalesFollowingPrimary(): string[] {
  const css = readFileSync('src/styles/theme.css', 'utf8')
  return [...new Set([...css.matchAll(/\[data-accent-color='([a-z]+)'\]/g)].map((match) => match[1]!))]
}

describe('status colours', () => {
  it('never use a scale that follows the primary colour', () => {
    const remapped = scalesFollowingPrimary()
    expect(remapped).toContain('green')
    const used = [...Object.values(RUN_STATUS_COLORS), ...Object.values(STATUS_COLORS)]
    for (const color of used) expect(remapped, `status colour ${color}`).not.toContain(color)
    for (const fill of Object.values(RUN_STATUS_FILLS))
      for (const scale of remapped) expect(fill).not.toContain(`--${scale}-`)
  })
})
