import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Alignment, DriveStep, Side } from 'driver.js'
import { readJson, storageKey, writeJson, type KeyValueStore } from '@/lib/storage'

/**
 * The tours' steps and their remembered choice, free of React and of the DOM so that a unit test
 * reads them (tests/unit/ui-extensions). driver.js only takes physical sides and plain strings: the
 * steps are written with logical sides and message descriptors, and turned into driver's steps for
 * one language and one direction.
 */

/** Where the popover stands, relative to the reading direction. */
export type LogicalSide = 'block-start' | 'block-end' | 'inline-start' | 'inline-end'

export interface TourStep {
  /** A CSS selector; the first visible match is highlighted. */
  target: string
  title: MessageDescriptor
  description: MessageDescriptor
  side: LogicalSide
  /** Along the side: `start` is the reading direction's start. */
  align: Alignment
}

export type Direction = 'ltr' | 'rtl'

/** The navbar's pieces, marked `data-tour` in src/app/layouts/Navbar.tsx, NavbarTools.tsx and UserMenu.tsx. */
export const NAVBAR_TOUR: readonly TourStep[] = [
  {
    target: '[data-tour="search"]',
    title: msg`Search everything`,
    description: msg`Find a conversation, a contact, an automation or a setting. Ctrl+K (⌘K on a Mac) opens it from any screen.`,
    side: 'block-end',
    align: 'start',
  },
  {
    target: '[data-tour="notifications"]',
    title: msg`Notifications`,
    description: msg`DMs waiting for a person, replies Instagram refused and tokens about to expire. The badge counts the unread ones.`,
    side: 'block-end',
    align: 'end',
  },
  {
    target: '[data-tour="customizer"]',
    title: msg`Theme customizer`,
    description: msg`Choose the colour, the layout and the skin of your workspace; the choice is kept on this device.`,
    side: 'block-end',
    align: 'end',
  },
  {
    target: '[data-tour="user-menu"]',
    title: msg`Your account`,
    description: msg`Your profile and your connected Instagram account, and the way to sign out.`,
    side: 'block-end',
    align: 'end',
  },
]

/** The three cards of the "screen tour" demo; `scope` keeps two copies of the demo apart. */
export const screenTour = (scope: string): TourStep[] => [
  {
    target: `[data-tour="${scope}-account"]`,
    title: msg`Your connected account`,
    description: msg`Conversa replies as this Instagram account. Reconnect it here when Instagram asks you to.`,
    side: 'block-end',
    align: 'start',
  },
  {
    target: `[data-tour="${scope}-automations"]`,
    title: msg`Live automations`,
    description: msg`Each one answers a comment keyword, a story mention or a DM. Pause one without losing it.`,
    side: 'inline-end',
    align: 'start',
  },
  {
    target: `[data-tour="${scope}-replies"]`,
    title: msg`Replies today`,
    description: msg`Sent by your automations since midnight. A reply Instagram refused is counted apart.`,
    side: 'block-start',
    align: 'end',
  },
]

/** driver.js's side for a logical one: the inline sides swap in right-to-left. */
export function physicalSide(side: LogicalSide, dir: Direction): Side {
  switch (side) {
    case 'block-start':
      return 'top'
    case 'block-end':
      return 'bottom'
    case 'inline-start':
      return dir === 'rtl' ? 'right' : 'left'
    case 'inline-end':
      return dir === 'rtl' ? 'left' : 'right'
  }
}

/** driver.js aligns a popover above or below its element from the left: flipped in right-to-left. */
export function physicalAlign(side: LogicalSide, align: Alignment, dir: Direction): Alignment {
  const horizontal = side === 'block-start' || side === 'block-end'
  if (!horizontal || dir === 'ltr' || align === 'center') return align
  return align === 'start' ? 'end' : 'start'
}

/** driver.js writes titles and button texts as HTML: our texts go in as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export interface StepTexts {
  translate: (descriptor: MessageDescriptor) => string
  /** "2 of 4", in the current language. */
  progress: (current: number, total: number) => string
}

/**
 * driver.js's steps for these elements. `placementDir` is the direction the targets are laid out in
 * (the popover's side follows it); each target is looked up when its step starts.
 */
export function toDriveSteps(steps: readonly TourStep[], texts: StepTexts, placementDir: Direction): DriveStep[] {
  return steps.map((step, index) => ({
    element: step.target,
    popover: {
      title: escapeHtml(texts.translate(step.title)),
      description: escapeHtml(texts.translate(step.description)),
      side: physicalSide(step.side, placementDir),
      align: physicalAlign(step.side, step.align, placementDir),
      // Written per step: driver's own "{{current}} of {{total}}" would not go through the translations.
      progressText: escapeHtml(texts.progress(index + 1, steps.length)),
    },
  }))
}

/** What a person chose about a tour offered on a screen. */
export type TourChoice = 'completed' | 'dismissed'

interface StoredChoice {
  choice: TourChoice
  /** ISO date, for whoever reads the storage. */
  at: string
}

const isStoredChoice = (value: unknown): value is StoredChoice =>
  typeof value === 'object' &&
  value !== null &&
  ((value as StoredChoice).choice === 'completed' || (value as StoredChoice).choice === 'dismissed') &&
  typeof (value as StoredChoice).at === 'string'

const choiceKey = (tourId: string) => `tour:${tourId}`

/** The remembered choice, or null: absent, corrupt or unreadable storage all mean "offer the tour". */
export function readTourChoice(store: KeyValueStore, tourId: string): TourChoice | null {
  return readJson(store, choiceKey(tourId), isStoredChoice)?.choice ?? null
}

/** Remembers the choice; a full or disabled storage only forgets it (the tour is offered again). */
export function writeTourChoice(store: KeyValueStore, tourId: string, choice: TourChoice | null, now = new Date()) {
  try {
    if (choice === null) store.removeItem(storageKey(choiceKey(tourId)))
    else writeJson(store, choiceKey(tourId), { choice, at: now.toISOString() } satisfies StoredChoice)
  } catch {
    // Nothing to do: the choice lasts for this visit only.
  }
}
