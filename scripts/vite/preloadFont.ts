import type { Plugin } from 'vite'

/**
 * Preloads the main text face (Inter 400, Latin) from index.html, so the first screen's text
 * paints in Inter without waiting for the stylesheet to ask for it. Its hashed name is only known
 * once the bundle is written, hence a plugin.
 */
export function preloadFont(pattern = /inter-latin-400-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'conversa:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((fileName) => pattern.test(fileName))
        if (!font) return []
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
