import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { createMemoryStore, storageKey } from '@/lib/storage'
import {
  NAVBAR_TOUR,
  escapeHtml,
  physicalAlign,
  physicalSide,
  readTourChoice,
  screenTour,
  toDriveSteps,
  writeTourChoice,
} from '@/features/ui-extensions/tour/tourSteps'

const texts = {
  translate: (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id,
  progress: (current: number, total: number) => `${current}/${total}`,
}

describe('tour steps', () => {
  it('visit the navbar pieces marked data-tour, search first and the account last', () => {
    expect(NAVBAR_TOUR.map((step) => step.target)).toEqual([
      '[data-tour="search"]',
      '[data-tour="notifications"]',
      '[data-tour="customizer"]',
      '[data-tour="user-menu"]',
    ])
  })

  it('swap the inline sides and the alignment above or below an element in right-to-left', () => {
    expect(physicalSide('inline-end', 'ltr')).toBe('right')
    expect(physicalSide('inline-end', 'rtl')).toBe('left')
    expect(physicalSide('inline-start', 'rtl')).toBe('right')
    expect(physicalSide('block-end', 'rtl')).toBe('bottom')
    expect(physicalAlign('block-end', 'start', 'rtl')).toBe('end')
    expect(physicalAlign('block-start', 'end', 'rtl')).toBe('start')
    expect(physicalAlign('block-end', 'center', 'rtl')).toBe('center')
    // Beside an element, the alignment is vertical: no swap.
    expect(physicalAlign('inline-end', 'start', 'rtl')).toBe('start')
    expect(physicalAlign('block-end', 'start', 'ltr')).toBe('start')
  })

  it('become driver.js steps with translated, escaped texts and their own progress', () => {
    const steps = toDriveSteps(screenTour('demo'), texts, 'rtl')
    expect(steps).toHaveLength(3)
    expect(steps[0]?.element).toBe('[data-tour="demo-account"]')
    expect(steps[1]?.popover).toMatchObject({ side: 'left', align: 'start', progressText: '2/3' })
    expect(steps[0]?.popover?.align).toBe('end')
    expect(steps[2]?.popover?.title).toBe('Replies today')
  })

  it('escape the HTML driver.js would otherwise interpret', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;')
  })
})

describe('the remembered choice', () => {
  it('is absent at first, then read back as written, then forgotten', () => {
    const store = createMemoryStore()
    expect(readTourChoice(store, 'screen')).toBeNull()
    writeTourChoice(store, 'screen', 'dismissed', new Date('2026-11-27T08:00:00Z'))
    expect(readTourChoice(store, 'screen')).toBe('dismissed')
    expect(JSON.parse(store.getItem(storageKey('tour:screen')) ?? '')).toEqual({
      choice: 'dismissed',
      at: '2026-11-27T08:00:00.000Z',
    })
    writeTourChoice(store, 'screen', null)
    expect(readTourChoice(store, 'screen')).toBeNull()
  })

  it.each(['{not json', '"dismissed"', '{"choice":"maybe","at":"x"}', '{"choice":"completed"}', 'null'])(
    'reads a corrupt value (%s) as no choice and clears it',
    (raw) => {
      const store = createMemoryStore({ [storageKey('tour:screen')]: raw })
      expect(readTourChoice(store, 'screen')).toBeNull()
      expect(store.getItem(storageKey('tour:screen'))).toBeNull()
    },
  )

  it('survives a storage that refuses to write or read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => writeTourChoice(broken, 'screen', 'completed')).not.toThrow()
    expect(readTourChoice(broken, 'screen')).toBeNull()
  })
})
