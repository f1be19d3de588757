import { useState } from 'react'
import { expect } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { AutomationTrigger } from '@/domain/automations/model'
import { FlowEditor } from '@/features/automations/flow-editor/FlowEditor'
import type { FlowEditorProblem } from '@/features/automations/flow-editor/types'
import { loadCatalog } from '@/i18n/i18n'
import type { Locale } from '@/i18n/locales'
import { renderKit } from '../support/render'

export const commentTrigger: AutomationTrigger = {
  kind: 'comment-keyword',
  keywords: { keywords: ['menu'], mode: 'contains' },
  media: { kind: 'any' },
}

/** "comment MENU → a private reply with a button → check follow": three steps, the button routed. */
export const menuFlow: FlowGraph = {
  start: 'reply',
  steps: {
    reply: {
      id: 'reply',
      kind: 'send',
      channel: 'private-reply',
      messages: [
        {
          id: 'm1',
          kind: 'text',
          text: 'Hi {{username}}, here it is',
          buttons: [{ id: 'see-menu', title: 'See the menu', action: { kind: 'step', next: 'follows' } }],
        },
      ],
      quickReplies: [],
      next: null,
    },
    follows: {
      id: 'follows',
      kind: 'condition',
      condition: { kind: 'follows-account' },
      then: 'link',
      otherwise: 'ask',
    },
    link: {
      id: 'link',
      kind: 'send',
      channel: 'message',
      messages: [{ id: 'm2', kind: 'text', text: 'The menu: https://cafe.example/menu', buttons: [] }],
      quickReplies: [],
      next: 'tag',
    },
    tag: { id: 'tag', kind: 'tag', action: 'add', tag: 'menu', next: null },
    ask: {
      id: 'ask',
      kind: 'send',
      channel: 'message',
      messages: [{ id: 'm3', kind: 'text', text: 'Follow us first, then tap', buttons: [] }],
      quickReplies: [{ id: 'done', title: 'Done', next: 'follows' }],
      next: null,
    },
  },
  layout: {},
}

export const emptyFlow: FlowGraph = { start: null, steps: {}, layout: {} }

interface EditorOptions {
  problems?: FlowEditorProblem[]
  locale?: Locale
  appearance?: 'light' | 'dark'
}

/** The editor over a flow the test can read back, as the builder will hold it. */
export async function renderFlowEditor(initial: FlowGraph, { problems = [], locale, appearance }: EditorOptions = {}) {
  await loadCatalog('automations')
  const current = { graph: initial }
  function Holder() {
    const [graph, setGraph] = useState(initial)
    return (
      <FlowEditor
        value={graph}
        onChange={(next) => {
          current.graph = next
          setGraph(next)
        }}
        trigger={commentTrigger}
        contactFields={['email', 'city']}
        tags={['menu', 'vip']}
        otherFlows={[{ id: 'welcome', name: 'Welcome menu' }]}
        segments={[{ id: 'segment-customers', name: 'Customers' }]}
        posts={[
          { id: 'post-blend', caption: 'New winter blend ☕', mediaProductType: 'FEED' },
          { id: 'reel-roast', caption: 'Roasting today 🔥', mediaProductType: 'REELS' },
        ]}
        problems={problems}
      />
    )
  }
  const screen = await renderKit(<Holder />, { locale, appearance })
  return { ...screen, current }
}

/** Moves the keyboard focus with Tab (Shift+Tab going back) until it is on `target`. */
export async function tabTo(target: Locator, backwards = false) {
  const element = target.element()
  for (let presses = 0; presses < 200 && document.activeElement !== element; presses++) {
    await userEvent.keyboard(backwards ? '{Shift>}{Tab}{/Shift}' : '{Tab}')
  }
  if (document.activeElement !== element) throw new Error('The keyboard never reached the element.')
}

/** Opens a select from the keyboard and picks `option` with the arrow keys and Enter. */
export async function chooseByKeyboard(select: Locator, option: string) {
  await tabTo(select)
  await userEvent.keyboard('{Enter}')
  await expect.element(page.getByRole('listbox')).toBeVisible()
  await arrowDownTo(option)
  await userEvent.keyboard('{Enter}')
}

/** Moves down an open list or menu with the arrow key until `option` has the focus. */
export async function arrowDownTo(option: string) {
  for (let presses = 0; presses < 60; presses++) {
    if (document.activeElement?.textContent === option) return
    await userEvent.keyboard('{ArrowDown}')
  }
  throw new Error(`No option “${option}”.`)
}
