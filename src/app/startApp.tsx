import 'virtual:radix-css/base.css'
import '@/styles/global.css'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { activateLocale } from '@/i18n/i18n'
import { hasStoredSession, preloadIdentitySdk } from '@/lib/firebase'
import { restorePreferences } from '@/lib/preferences/schema'
import { readStoredPreferences } from '@/lib/preferences/cookies'
import { matchPath, routeByName } from '@/routes/match'
import type { RouteRecord } from '@/routes/types'
import { App } from './App'
import { createAppRuntime } from './appRuntime'
import { prepareRoute } from './routeModules'

/** Set on <html> by the pre-rendered pages (scripts/vite/prerender.ts); `stale` hides their markup. */
const PRERENDERED = 'data-prerender'
/** Which form (index under #root) the page's own script held back when submitted before the app ran. */
const HELD_SUBMIT = 'data-prerender-submit'

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
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value)
    target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
  if (focused) find(focused)?.focus()
  if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit()
}

export async function startApp(rootElement: HTMLElement): Promise<void> {
  const { language } = restorePreferences(readStoredPreferences(document.cookie))
  const signedIn = hasStoredSession()
  // A stored session's screens need an ID token soon: fetch the identity SDK beside the rest.
  if (signedIn) preloadIdentitySdk()
  // The language, the first screen, its layout and its catalog load side by side, and the app
  // renders once all are in: no flash of English, no direction flip, no spinner in between. A
  // screen that fails to load is left to the router, which explains it.
  await Promise.all([activateLocale(language), prepareRoute(firstRoute(location.pathname, signedIn)).catch(() => {})])
  const typed = typedInto(rootElement)
  // Once per page, outside React: StrictMode's double mount must not make a second Firebase app.
  const runtime = createAppRuntime()
  runtime.start()
  // A pre-rendered page's markup is replaced in the same frame as React's first commit (no
  // hydration: the page only had to look right); whatever was typed into it carries over.
  flushSync(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    ),
  )
  document.documentElement.removeAttribute(PRERENDERED)
  document.documentElement.removeAttribute(HELD_SUBMIT)
  restoreTyped(rootElement, typed)
}
