import type { HighlighterCore } from 'shiki/core'

let highlighter: Promise<HighlighterCore> | null = null

/**
 * Shiki with only what the catalogue shows: TSX, the GitHub light and dark themes, and the
 * JavaScript regex engine (no WebAssembly to fetch). Imported by the demo card on its first
 * "Show code", so shiki is a chunk of the catalogue pages alone (docs/kit.md, "The catalogue").
 */
function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')])
    .then(([{ createHighlighterCore }, { createJavaScriptRegexEngine }]) =>
      createHighlighterCore({
        themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
        langs: [import('shiki/langs/tsx.mjs')],
        engine: createJavaScriptRegexEngine(),
      }),
    )
    .catch((error: unknown) => {
      // A failed fetch (offline, a new deploy) may succeed on the next opening.
      highlighter = null
      throw error
    })
  return highlighter
}

/** The source as highlighted HTML (a `<pre class="shiki">`), in the theme of the current appearance. */
export async function highlightTsx(source: string, appearance: 'light' | 'dark'): Promise<string> {
  const core = await loadHighlighter()
  return core.codeToHtml(source, { lang: 'tsx', theme: appearance === 'dark' ? 'github-dark' : 'github-light' })
}
