// Pre-renders the public screens (sign-in, registration, password reset, legal and error pages)
// to static HTML after the client build (docs/architecture.md, "Performance"):
//
// - `dist/<path>.html` holds the screen's markup (`vite preview` and most static hosts serve it
//   for `<path>`; nginx: `try_files $uri $uri.html /index.html`) (src/app/prerender.tsx renders it with the
//   app's own components), so the first paint needs no JavaScript;
// - every stylesheet the screen needs is inlined (nothing blocks rendering) and marked as already
//   loaded with a disabled <link>, which the browser does not fetch and Vite's chunk loader counts
//   as present, so no byte of CSS travels twice;
// - the screen's chunks and catalogs are preloaded beside the entry;
// - a tiny script hides the markup (until the app renders) for visitors it was not made for:
//   another language or theme, or a stored session that the guard will send elsewhere; and it
//   holds a form submitted before the app runs (a plain GET would put the fields in the URL) for
//   the app to submit once it has taken over (src/app/startApp.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { firstLoadFiles, readManifest, routeModules } from '../lib/firstLoad.mjs'

export const PRERENDER_ENTRY = 'src/app/prerender.tsx'
/** The attribute on <html> that tells the app it starts over pre-rendered markup (`stale`: hidden). */
export const PRERENDER_ATTRIBUTE = 'data-prerender'

interface PrerenderModule {
  renderPage(path: string): Promise<{ html: string; title: string }>
  prerenderedRoutes: { name: string; path: string; layout: string }[]
  prerenderedPreferences: Record<string, string>
  prerenderedSessionKey: string
}

/** The attribute that records which form (its index under #root) was submitted before the app ran. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-prerender-submit'

/**
 * Runs before the first paint: hides the markup when it was made for someone else, and holds a
 * submit until the app takes over (the attribute is gone by then).
 */
function headScript(preferences: Record<string, string>, sessionKey: string): string {
  return `(function(d){var h=d.documentElement;d.addEventListener('submit',function(e){if(!h.hasAttribute('${PRERENDER_ATTRIBUTE}'))return;e.preventDefault();h.setAttribute('${HELD_SUBMIT_ATTRIBUTE}',[].indexOf.call(d.querySelectorAll('#root form'),e.target))},true);try{var c=d.cookie,p=${JSON.stringify(preferences)},s=false;for(var k in p){var m=c.match(new RegExp('(?:^|; )'+k+'=([^;]*)'));if(m&&decodeURIComponent(m[1])!==p[k])s=true}if(localStorage.getItem(${JSON.stringify(sessionKey)}))s=true;if(s)h.setAttribute('${PRERENDER_ATTRIBUTE}','stale')}catch(e){}})(document)`
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style')

export function pageHtml(
  template: string,
  page: { html: string; title: string; scripts: string[]; styles: { file: string; css: string }[] },
  module: Pick<PrerenderModule, 'prerenderedPreferences' | 'prerenderedSessionKey'>,
): string {
  const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g
  const modulePreloaded = new Set([...template.matchAll(/href="\/([^"]+\.js)"/g)].map((match) => match[1]))
  const head = [
    `<script>${headScript(module.prerenderedPreferences, module.prerenderedSessionKey)}</script>`,
    `<style>[${PRERENDER_ATTRIBUTE}=stale] #root{visibility:hidden}</style>`,
    `<style>${page.styles.map(({ css }) => escapeStyle(css)).join('\n')}</style>`,
    ...page.styles.map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    ...page.scripts
      .filter((file) => !modulePreloaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ')
  return template
    .replace(/<html([^>]*)>/, `<html$1 ${PRERENDER_ATTRIBUTE}="">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(stylesheetLink, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'conversa:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      // The server-side build below loads this same config: it must not pre-render in turn.
      if (config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      const serverDir = join(config.root, 'node_modules/.cache/conversa-prerender', `${process.pid}-${config.mode}`)
      try {
        await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: PRERENDER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        })
        const module = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as PrerenderModule
        const manifest = readManifest(outDir)
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        for (const route of module.prerenderedRoutes) {
          const { html, title } = await module.renderPage(route.path)
          const files = firstLoadFiles(manifest, routeModules(config.root, route))
          const styles = files.styles.map((file) => ({ file, css: readFileSync(join(outDir, file), 'utf8') }))
          const target = join(outDir, `${route.path}.html`)
          mkdirSync(dirname(target), { recursive: true })
          writeFileSync(target, pageHtml(template, { html, title, scripts: files.scripts, styles }, module))
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true })
      }
    },
  }
}
