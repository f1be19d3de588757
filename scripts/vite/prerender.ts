// Pre-renders the public screens (sign-in, registration, password reset, legal and error pages)
// to static HTML after the client build (docs/architecture.md, "Performance"):
//
// - `dist/<path>.html` holds the screen's markup (`vite preview` and most static hosts serve it
//   for `<path>`; nginx: `try_files $uri $uri.html /index.html`) (src/app/prerender.tsx renders it with the
//   app's own components), so the first paint needs no JavaScript;
// - every stylesheet the screen needs is inlined (nothing blocks rendering) and marked as already
//   loaded with a disabled <link>, which the browser does not fetch and Vite's chunk loader counts
//   as present, so no byte of CSS travels twice;
// - the page paints before any script is fetched: a small loader adds the entry and the preloads of
//   the screen's chunks and catalogs after the first frame, so on a slow link the markup, its CSS and
//   its font do not share the bandwidth with code the first paint does not need (markup made for
//   someone else starts the app at once: there is nothing to paint for them);
// - a tiny script hides the markup (until the app renders) for visitors it was not made for:
//   another language or theme, or a stored session that the guard will send elsewhere; and it
//   holds a form submitted before the app has taken over (a plain GET would put the fields in the
//   URL; React, adopting the markup, would submit it a second time) for the app to submit once
//   it has (src/app/startApp.tsx).
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

/** Where the page keeps the clicks it held (src/app/startApp.tsx replays them). */
export const HELD_CLICKS_PROPERTY = '__conversaHeldClicks'
/** What the loader calls when the app's code cannot be fetched: the page lets held clicks go. */
export const RELEASE_PROPERTY = '__conversaRelease'

interface PageScriptOptions {
  attribute: string
  heldSubmit: string
  heldClicks: string
  release: string
  preferences: Record<string, string>
  sessionKey: string
  /** After this long without the app, held clicks are let go (links then work natively). */
  giveUpAfterMs: number
}

/**
 * Runs in the page before the first paint (serialised into it: nothing from outside this body).
 * Hides the markup when it was made for someone else; and until the app has taken over, holds
 * what the visitor does in it, for the app to do in order once it has (jsaction-style event
 * replay): a submit (a plain GET would put the fields, a password too, in the URL; React, adopting
 * the markup, would submit it a second time), and a click on a link or a control, which would
 * otherwise do nothing yet or leave the page before an earlier click counted. Should the app's
 * code fail to load or run, the clicks are let go (links work as plain links); a submit never is.
 */
function holdUntilTakenOver(d: Document, o: PageScriptOptions): void {
  const h = d.documentElement
  const held: HTMLElement[] = []
  const page = window as unknown as Record<string, unknown>
  const takenOver = () => !h.hasAttribute(o.attribute)
  let clicksLetGo = false
  const letGo = () => {
    if (takenOver() || clicksLetGo) return
    clicksLetGo = true
    held.splice(0).forEach((element) => element.click())
  }
  page[o.heldClicks] = held
  page[o.release] = letGo
  d.addEventListener(
    'submit',
    (event) => {
      if (takenOver()) return
      event.preventDefault()
      event.stopPropagation()
      h.setAttribute(o.heldSubmit, String(Array.prototype.indexOf.call(d.querySelectorAll('#root form'), event.target)))
    },
    true,
  )
  d.addEventListener(
    'click',
    (event) => {
      if (takenOver() || clicksLetGo || !event.isTrusted || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const target = (event.target as Element).closest<HTMLElement>(
        'a[href],button,[role=button],[role=radio],[role=tab],[role=switch],[role=checkbox],[role=menuitem],[role=option]',
      )
      if (!target || !d.getElementById('root')?.contains(target)) return
      // A submit button's click submits (held above); a new tab or a download leaves the page be.
      if ((target as HTMLButtonElement).type === 'submit' || target.matches('a[target],a[download]')) return
      event.preventDefault()
      event.stopPropagation()
      held.push(target)
    },
    true,
  )
  window.addEventListener('error', letGo)
  setTimeout(letGo, o.giveUpAfterMs)
  try {
    const cookies = d.cookie
    let stale = false
    for (const name in o.preferences) {
      const match = cookies.match(new RegExp('(?:^|; )' + name + '=([^;]*)'))
      if (match && decodeURIComponent(match[1] as string) !== o.preferences[name]) stale = true
    }
    if (localStorage.getItem(o.sessionKey)) stale = true
    if (stale) h.setAttribute(o.attribute, 'stale')
  } catch {
    // No cookies or storage (a locked-down browser): the markup is the default visitor's.
  }
}

function headScript(preferences: Record<string, string>, sessionKey: string): string {
  const options: PageScriptOptions = {
    attribute: PRERENDER_ATTRIBUTE,
    heldSubmit: HELD_SUBMIT_ATTRIBUTE,
    heldClicks: HELD_CLICKS_PROPERTY,
    release: RELEASE_PROPERTY,
    preferences,
    sessionKey,
    giveUpAfterMs: 30_000,
  }
  return `(${holdUntilTakenOver.toString()})(document,${JSON.stringify(options)})`
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style')

/**
 * Adds the entry, then the preloads a few at a time (each request costs the main thread a little;
 * all at once they made one long task), once the page has painted: a frame and a task later, a
 * timer standing in for the frame in a tab that is not drawn.
 */
function loaderScript(entry: string, preloads: string[]): string {
  return `(function(d){var done=false,p=${JSON.stringify(preloads)};function add(){var f=d.createDocumentFragment();p.splice(0,6).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});d.head.appendChild(f);if(p.length)setTimeout(add)}function go(){if(done)return;done=true;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};s.onerror=function(){window[${JSON.stringify(RELEASE_PROPERTY)}]()};d.head.appendChild(s);add()}if(d.documentElement.getAttribute('${PRERENDER_ATTRIBUTE}')==='stale')return go();requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,250)})(document)`
}

export function pageHtml(
  template: string,
  page: { html: string; title: string; scripts: string[]; styles: { file: string; css: string }[] },
  module: Pick<PrerenderModule, 'prerenderedPreferences' | 'prerenderedSessionKey'>,
): string {
  const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g
  const moduleTags =
    /\s*<(?:script type="module"|link rel="modulepreload")[^>]*?(?:src|href)="([^"]+)"[^>]*>(?:<\/script>)?/g
  const templateScripts = [...template.matchAll(moduleTags)].map((match) => match[1] as string)
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(template)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const preloads = [
    ...templateScripts.filter((file) => file !== entry),
    ...page.scripts.map((file) => `/${file}`).filter((file) => !templateScripts.includes(file)),
  ]
  const head = [
    `<script>${headScript(module.prerenderedPreferences, module.prerenderedSessionKey)}</script>`,
    `<style>[${PRERENDER_ATTRIBUTE}=stale] #root{visibility:hidden}</style>`,
    `<style>${page.styles.map(({ css }) => escapeStyle(css)).join('\n')}</style>`,
    ...page.styles.map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    `<script>${loaderScript(entry, preloads)}</script>`,
  ].join('\n    ')
  return template
    .replace(/<html([^>]*)>/, `<html$1 ${PRERENDER_ATTRIBUTE}="">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(stylesheetLink, '')
    .replace(moduleTags, '')
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
