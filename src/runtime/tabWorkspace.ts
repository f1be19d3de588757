import { useSyncExternalStore } from 'react'
import { WORKSPACE_HEADER } from '@/domain/workspaces'
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
let shown: string | null = null
let elsewhere = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const CHANNEL = 'conversa-workspace'
let channel: BroadcastChannel | null = null

function tabsChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const id = (event.data as { id?: unknown } | null)?.id
    if (typeof id === 'string' && shown !== null && id !== shown) markElsewhere()
  })
  // Node's channel (tests) would otherwise keep the process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

function markElsewhere(): void {
  if (elsewhere) return
  elsewhere = true
  notify()
}

/**
 * This tab now shows `id` (its session loaded it, or it switched back to it) and tells the other
 * tabs; null when nobody is signed in here any more.
 */
export function showWorkspace(id: string | null): void {
  shown = id
  elsewhere = false
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

/** A refusal of this tab's request: the server says the person works elsewhere now. */
export function noteRefusal(error: ApiError): void {
  if (error.code === 'workspaces/switched') markElsewhere()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** True while the person works in another workspace than the one this tab shows. */
export function isWorkingElsewhere(): boolean {
  return elsewhere
}

/** `shownWorkspace`, for a component: it renders again when that changes. */
export function useShownWorkspace(): string | null {
  return useSyncExternalStore(subscribe, shownWorkspace, shownWorkspace)
}

/** `isWorkingElsewhere`, for a component: it renders again when that changes. */
export function useWorkingElsewhere(): boolean {
  return useSyncExternalStore(subscribe, isWorkingElsewhere, isWorkingElsewhere)
}
