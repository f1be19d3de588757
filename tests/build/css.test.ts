import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * Radix Themes' CSS ships cut to what each module uses (scripts/vite/radixCss.ts). For every
 * pre-rendered page, each Radix class its markup carries must have rules in the CSS the page
 * inlines: a component, colour or layout prop whose styles the build left out fails here.
 */
const htmlFiles = (dir: string, base = ''): string[] =>
  readdirSync(join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const path = base ? `${base}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(dir, path)
    return entry.name.endsWith('.html') && path !== 'index.html' ? [path] : []
  })

/** Classes Radix puts on elements only as hooks for other rules, with no rule of their own. */
const HOOK_ONLY = new Set(['radix-themes', 'light', 'dark'])

describe('the CSS of the pre-rendered pages', () => {
  let pages: { path: string; html: string }[]

  beforeAll(() => {
    const dir = inject('builds').production
    pages = htmlFiles(dir).map((path) => ({ path, html: readFileSync(join(dir, path), 'utf8') }))
  })

  it('pre-renders the sign-in screens and the legal pages', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      expect.arrayContaining(['login.html', 'registrar.html', 'recuperar-senha.html', 'legal/temors.html']),
    )
  })

  it('has rules for every Radix class and colour in their markup', () => {
    const missing: string[] = []
    for (const { path, html } of pages) {
      const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
      const root = html.slice(html.indexOf('<div id="root">'))
      const classes = new Set(
        [...root.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean),
      )
      for (const name of classes) {
        if (!name.startsWith('rt-') || HOOK_ONLY.has(name)) continue
        const escaped = name.replace(/[:%]/g, (character) => `\\${character}`)
        if (!css.includes(`.${escaped}`)) missing.push(`${path}: .${name}`)
      }
      for (const [, color] of root.matchAll(/data-accent-color="([a-z]+)"/g))
        if (!css.includes(`[data-accent-color=${color}]`) && !css.includes(`[data-accent-color="${color}"]`))
          missing.push(`${path}: accent colour ${color}`)
    }
    expect(missing).toEqual([])
  })
})
