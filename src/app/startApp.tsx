import 'virtual:radix-css/base.css'
import '@/styles/global.css'
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { activateLocale } from '@/i18n/i18n'
import { hasStoredSession, preloadIdentitySdk, usableStoredToken } from '@/lib/firebase'
import { yieldToMain } from '@/lib/yieldToMain'
import { restorePreferences } from '@/lib/preferences/schema'
import { readStoredPreferences } from '@/lib/preferences/cookies'
import { matchPath, routeByName } from '@/routes/match'
import type { RouteRecord } from '@/routes/types'
import { api } from '@/runtime/api'
import { firstScreenSettled, holdForFirstScreen } from '@/runtime/firstScreen'
import { loadedQueryClient, loadQueryClient } from '@/runtime/queryClientLoader'
import { App } from './App'
import { createAppRuntime } from './appRuntime'
import { prefetchRouteData, prepareRoute } from './routeModules'

/** Set on <html> by the pre-rendered pages (scripts/vite/prerender.ts); `stale` hides their markup. */
const PRERENDERED = 'data-prerender'
/** Which form (index under #root) the page's own script held back when submitted before the app ran. */
const HELD_SUBMIT = 'data-prerender-submit'
/** The links and controls clicked before the app ran, in order, which the page's script held back. */
const HELD_CLICKS = '__conversaHeldClicks'

/** Clicks the app now answers: the elements are the ones React adopted (a replaced markup was hidden). */
function replayHeldClicks(): void {
  const held = (window as unknown as Record<string, HTMLElement[] | undefined>)[HELD_CLICKS]?.splice(0) ?? []
  // Each click's updates are drawn before the next one reads the screen (a period chosen, then
  // the link that carries it).
  for (const element of held) if (element.isConnected) flushSync(() => element.click())
}

/**
 * How long the first render waits for the first screen's data once its code is in: on a slow
 * answer the frame and a loading state show first, as on any later visit.
 */
const FIRST_DATA_WAIT_MS = 1_000

function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).then(() =>
    clearTimeout(timer),
  )
}

/**
 * The route the first screen will most likely show: the address's own, or where the guard will
 * send the visitor (docs/product.md, "Navigation guard"), so that one loads from the start.
 */
function firstRoute(pathname: string, signedIn: boolean): RouteRecord {
  const { record } = matchPath(pathname)
  if (record.name === 'root') return routeByName(signedIn ? 'dashboards' : 'login')
  if (record.access === 'requiresAuth' && !signedIn) return routeByName('login')
  if (record.access === 'unauthenticatedOnly' && signedIn) return routeByName('dashboards')
  return record
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Typed = { fields: { key: string; value: string }[]; focused: string | null; submitted: number }

/** A form control's place in the screen: its name, or its position among the page's controls. */
const controlsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea, select')]
const keyOf = (field: Field, all: Field[]) => field.name || `#${all.indexOf(field)}`
const changed = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue

/** What a visitor did in the pre-rendered markup before the app took it over. */
function typedInto(root: HTMLElement): Typed {
  const all = controlsOf(root)
  const active = document.activeElement
  return {
    fields: all.filter(changed).map((field) => ({ key: keyOf(field, all), value: field.value })),
    focused: all.find((field) => field === active) ? keyOf(active as Field, all) : null,
    submitted: Number(document.documentElement.getAttribute(HELD_SUBMIT) ?? -1),
  }
}

/** What was typed, read twice: the second reading wins where it saw something. */
function laterTyping(before: Typed, after: Typed): Typed {
  const fields = new Map(before.fields.map((field) => [field.key, field.value]))
  for (const field of after.fields) fields.set(field.key, field.value)
  return {
    fields: [...fields].map(([key, value]) => ({ key, value })),
    focused: after.focused ?? before.focused,
    submitted: after.submitted,
  }
}

/**
 * Puts it back into the app's screen: values through the events React listens to (so its state
 * follows), the focus, and a submit the page held back.
 */
function restoreTyped(root: HTMLElement, { fields, focused, submitted }: Typed): void {
  const all = controlsOf(root)
  const find = (key: string) => all.find((field) => keyOf(field, all) === key)
  for (const { key, value } of fields) {
    const target = find(key)
    if (!target) continue
    // Hydration keeps what was typed in a field and React records it as the value it knows, so
    // an input event would change nothing: tell React it holds the default first (through the
    // field's own setter, which React watches), then put the typed value back beside it.
    if (!(target instanceof HTMLSelectElement)) target.value = target.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value)
    target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
  if (focused) find(focused)?.focus()
  if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit()
}

/**
 * Takes over markup made at build time for this very visitor: React adopts the elements instead
 * of replacing them (nothing is created, styled or laid out again), in a transition so the work is
 * cut into slices the browser can paint and answer input between. Resolves once it has committed.
 * A part that does not match is rendered afresh by React (it reports it as a recoverable error).
 */
function hydrate(rootElement: HTMLElement, app: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    function Hydrated() {
      useEffect(() => resolve(), [])
      return null
    }
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          {app}
          <Hydrated />
        </StrictMode>,
      )
    })
  })
}

/**
 * Draws the first screen, in a transition: React renders the tree in slices with the browser
 * free between them (the whole shell and its screen took one task of about 50 ms on a fast
 * machine, four times that on a phone, with nothing able to answer meanwhile), then commits it
 * at once. Resolves once it has committed.
 */
function renderFirst(rootElement: HTMLElement, app: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    function Rendered() {
      useEffect(() => resolve(), [])
      return null
    }
    const root = createRoot(rootElement)
    startTransition(() => {
      root.render(
        <StrictMode>
          {app}
          <Rendered />
        </StrictMode>,
      )
    })
  })
}

export async function startApp(rootElement: HTMLElement): Promise<void> {
  const { language } = restorePreferences(readStoredPreferences(document.cookie))
  const signedIn = hasStoredSession()
  // A stored session's screens need an ID token soon. While the stored one is good, it carries
  // their requests and the identity SDK waits for the first screen to settle; an expired one
  // needs the SDK at once: fetch it beside the rest.
  const storedToken = signedIn ? usableStoredToken() : null
  if (signedIn && !storedToken) preloadIdentitySdk()
  const first = firstRoute(location.pathname, signedIn)
  const matched = matchPath(location.pathname)
  const params = matched.record === first ? matched.params : {}
  // The first screen's data is asked for first, beside its code: the screen then paints once,
  // complete, rather than its frame and, a round trip later, its content (a second render of the
  // whole page), and the requests leave before the code's, not queued behind them. A stored
  // session's requests carry its stored ID token until the session runtime (made below) takes
  // over, and then until the identity SDK reports: src/runtime/session/sessionRuntime.ts says why
  // that is safe. Without a usable one, they wait for the runtime and the SDK's first report.
  let firstData: Promise<void> | null = null
  if (!signedIn || storedToken) {
    if (storedToken) api.setTokenProvider(async () => storedToken)
    firstData = prefetchRouteData(first, params, loadQueryClient)
    // Out before the code's requests, which the browser would otherwise send first.
    await yieldToMain()
  }
  // The language, the first screen, its layout and its catalog load side by side, and the app
  // renders once all are in: no flash of English, no direction flip, no spinner in between. A
  // screen that fails to load is left to the router, which explains it.
  const firstCode = Promise.all([activateLocale(language), prepareRoute(first).catch(() => {})])
  // Once per page, outside React: StrictMode's double mount must not make a second Firebase app.
  // The public site's pages show nothing that depends on who is signed in: the identity SDK waits
  // for the visitor to do something there (the sign-in screens fetch it once the page is idle).
  // Made while the first screen's code downloads, once its requests are out (the browser sends
  // them when this task ends).
  await yieldToMain()
  const firstScreen = holdForFirstScreen()
  const runtime = createAppRuntime({
    identityLoad: first.access === 'public' ? 'interaction' : 'soon',
    identityLoadAfter: firstScreenSettled(),
  })
  runtime.start()
  firstData ??= prefetchRouteData(first, params, loadQueryClient)
  await firstCode
  // Its data is waited for a little longer at most; without a usable stored token it waits for the
  // identity SDK, and the frame with a loading state shows first.
  if (!signedIn || storedToken) await settledWithin(firstData, FIRST_DATA_WAIT_MS)
  // The screen's modules have just run: the first render in a task of its own.
  await yieldToMain()
  const app = <App runtime={runtime} />
  let typed: Typed
  if (document.documentElement.getAttribute(PRERENDERED) === '') {
    const before = typedInto(rootElement)
    await hydrate(rootElement, app)
    // Read again once React holds the fields: whatever was typed while it adopted them counts
    // too, and a field a form library emptied while adopting it (react-hook-form writes its
    // default value into the input it registers) keeps what was typed before.
    typed = laterTyping(before, typedInto(rootElement))
  } else {
    // No markup, or markup made for someone else (another language or theme, a signed-in
    // visitor): it is replaced in the same frame as React's first commit.
    typed = typedInto(rootElement)
    await renderFirst(rootElement, app)
  }
  document.documentElement.removeAttribute(PRERENDERED)
  document.documentElement.removeAttribute(HELD_SUBMIT)
  restoreTyped(rootElement, typed)
  replayHeldClicks()
  // A screen that reads server data has loaded the query client; the sign-in screens have none.
  firstScreen.follow(loadedQueryClient())
}
