import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'

/**
 * The one-time message a screen leaves for the next one ("“Promo” was saved.", "@x is connected.")
 * when it redirects there. It is kept in memory: shown once, as a toast, and neither a reload nor
 * a shared link brings it back (a message in the URL would). The kit's Toaster shows it.
 */
export interface Flash {
  message: MessageDescriptor
  /** Values of the message shown as elements (a `Handle`), by placeholder name. */
  elements?: Record<string, ReactNode>
}

let pending: Flash | null = null

/**
 * Leaves `message` for the next screen: call it right before navigating there. A placeholder
 * named in `elements` shows that element: `setFlash(msg\`${handle} is connected.\`, { handle: <Handle … /> })`.
 */
export function setFlash(message: MessageDescriptor, elements?: Record<string, ReactNode>): void {
  pending = { message, elements }
}

/** The message left for this screen, once: a second call gets null. */
export function takeFlash(): Flash | null {
  const message = pending
  pending = null
  return message
}
