import type { Plugin } from 'vite'

/**
 * Preloads the first screens' text face (Inter's variable font, Latin: every weight) from
 * index.html, so their text paints in Inter without waiting for the stylesheet to ask for it. The
 * bold weight is every heading's: arriving late, it re-wrapped the landing page's hero title and
 * moved the sections below it (a layout shift of 0.05). Its hashed name is only known once the
 * bundle is written, hence a plugin.
 */
export function preloadFont(patterns = [/inter-latin-wght-normal-[\w-]+\.woff2$/]): Plugin {
  return {
    name: 'conversa:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {})
        return patterns.flatMap((pattern) => {
          const font = files.find((fileName) => pattern.test(fileName))
          if (!font) return []
          return [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
              injectTo: 'head' as const,
            },
          ]
        })
      },
    },
  }
}
