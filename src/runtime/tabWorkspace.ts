import { useSyncExternalStore } from 'react'
import { WORKSPACE_HEADER } from '@/domain/workspaces/apiTypes'
import type { ApiError } from '@/lib/apiClient'

/**
 * The workspace this tab shows. Which workspace a person works in is the server's to keep (a new
 * tab opens in the last one they chose); once this tab's session has loaded, every request names
 * the workspace it shows, and the server refuses it when the person has switched since, in another
 * tab or on another device (`workspaces/switched`): what this tab would save belongs to the
 * workspace on its screen, never to another. The tabs of this browser tell each other the
 * workspace each loaded, so a tab left behind says so at once (the shell's banner), not only when
 * something it sends is refused.
 */
/** Why this tab's workspace is not the person's any more: they switched elsewhere, or were removed from it. */
export type LeftBehind = 'switched' | 'removed'

let shown: string | null = null
let leftBehind: LeftBehind | null = null
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const CHANNEL = 'conversa-workspace'
let channel: BroadcastChannel | null = null

function tabsChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const id = (event.data as { id?: unknown } | null)?.id
    if (typeof id === 'string' && shown !== null && id !== shown) leave('switched')
  })
  // Node's channel (tests) would otherwise keep the process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

/** Being removed says more than a switch: it stays said. */
function leave(why: LeftBehind): void {
  if (leftBehind === why || leftBehind === 'removed') return
  leftBehind = why
  notify()
}

/**
 * This tab now shows `id` (its session loaded it, or it switched back to it) and tells the other
 * tabs; null when nobody is signed in here any more.
 */
export function showWorkspace(id: string | null): void {
  shown = id
  leftBehind = null
  if (id !== null) tabsChannel()?.postMessage({ id })
  notify()
}

/** The workspace this tab shows, once its session has loaded. */
export function shownWorkspace(): string | null {
  return shown
}

/** What every request of this tab carries (src/runtime/api.ts). */
export function workspaceHeaders(): Record<string, string> {
  return shown === null ? {} : { [WORKSPACE_HEADER]: shown }
}

/** A refusal of this tab's request: the server says the person works elsewhere now, or no longer belongs. */
export function noteRefusal(error: ApiError): void {
  if (shown === null) return
  if (error.code === 'workspaces/switched') leave('switched')
  else if (error.code === 'workspaces/not-a-member') leave('removed')
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Why the person no longer works in the workspace this tab shows; null while they do. */
export function leftBehindBecause(): LeftBehind | null {
  return leftBehind
}

/** `shownWorkspace`, for a component: it renders again when that changes. */
export function useShownWorkspace(): string | null {
  return useSyncExternalStore(subscribe, shownWorkspace, shownWorkspace)
}

/** `leftBehindBecause`, for a component: it renders again when that changes. */
export function useLeftBehind(): LeftBehind | null {
  return useSyncExternalStore(subscribe, leftBehindBecause, leftBehindBecause)
}
