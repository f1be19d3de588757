import { Direction } from 'radix-ui'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Chip, ChipGroup, type ChipItem } from '@/components/chip'
import { renderKit } from '../support/render'

const channels: ChipItem[] = [
  { value: 'dm', label: 'Direct messages' },
  { value: 'comments', label: 'Comments' },
  { value: 'mentions', label: 'Story mentions', disabled: true },
  { value: 'webhooks', label: 'Webhooks' },
]

function Filters({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial)
  return (
    <>
      <ChipGroup label="Channels" selection="multiple" items={channels} value={value} onValueChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  )
}

function Choice() {
  const [value, setValue] = useState<string | null>('comments')
  return <ChipGroup label="Reply with" selection="single" items={channels} value={value} onValueChange={setValue} />
}

function Tags() {
  const [items, setItems] = useState<ChipItem[]>([
    { value: 'vip', label: 'VIP' },
    { value: 'wholesale', label: 'Wholesale' },
    { value: 'refund', label: 'Refund' },
  ])
  return (
    <ChipGroup
      label="Tags"
      items={items}
      onRemove={(value) => setItems(items.filter((item) => item.value !== value))}
    />
  )
}

const option = (name: string) => page.getByRole('option', { name })

describe('the chip group', () => {
  test('is one Tab stop; arrows move, Space toggles, several may be selected', async () => {
    await renderKit(<Filters initial={['comments']} />)
    await expect
      .element(page.getByRole('listbox', { name: 'Channels' }))
      .toHaveAttribute('aria-multiselectable', 'true')
    await userEvent.tab()
    // The first selected chip holds the Tab stop.
    await expect.element(option('Comments')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(option('Direct messages')).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(option('Direct messages')).toHaveAttribute('aria-selected', 'true')
    expect(document.querySelector('output')?.textContent).toBe('comments,dm')
    await userEvent.keyboard('{End}{Enter}')
    await expect.element(option('Webhooks')).toHaveAttribute('aria-selected', 'true')
    expect(document.querySelector('output')?.textContent).toBe('comments,dm,webhooks')
    expect(document.querySelectorAll('[role="option"][tabindex="0"]')).toHaveLength(1)
  })

  test('a disabled chip takes focus but not a selection', async () => {
    await renderKit(<Filters />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ')
    await expect.element(option('Story mentions')).toHaveFocus()
    await expect.element(option('Story mentions')).toHaveAttribute('aria-selected', 'false')
    await expect.element(option('Story mentions')).toHaveAttribute('aria-disabled', 'true')
    await option('Story mentions').click({ force: true })
    expect(document.querySelector('output')?.textContent).toBe('')
  })

  test('a single choice replaces the previous one and stays chosen on a second press', async () => {
    await renderKit(<Choice />)
    await expect.element(page.getByRole('listbox')).not.toHaveAttribute('aria-multiselectable')
    await option('Webhooks').click()
    await expect.element(option('Webhooks')).toHaveAttribute('aria-selected', 'true')
    await expect.element(option('Comments')).toHaveAttribute('aria-selected', 'false')
    await userEvent.keyboard(' ')
    await expect.element(option('Webhooks')).toHaveAttribute('aria-selected', 'true')
  })

  test('the arrows follow the reading direction right to left', async () => {
    await renderKit(
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Filters />
        </div>
      </Direction.Provider>,
    )
    await userEvent.tab()
    await expect.element(option('Direct messages')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(option('Comments')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(option('Direct messages')).toHaveFocus()
  })

  test('Delete removes the focused chip, says so, and moves focus to the next one', async () => {
    await renderKit(<Tags />)
    await expect.element(option('VIP')).toHaveAttribute('aria-keyshortcuts', 'Delete')
    await expect.element(option('VIP')).toHaveAccessibleDescription('Press Delete to remove.')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{Delete}')
    await expect.element(option('Wholesale')).not.toBeInTheDocument()
    await expect.element(page.getByRole('status')).toHaveTextContent('Wholesale removed')
    await expect.element(option('Refund')).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    await expect.element(option('VIP')).toHaveFocus()
  })
})

describe('the chip', () => {
  test('names its remove button after its words', async () => {
    let removed = 0
    await renderKit(<Chip onRemove={() => (removed += 1)}>Aurora Coffee</Chip>)
    await page.getByRole('button', { name: 'Remove Aurora Coffee' }).click()
    expect(removed).toBe(1)
  })
})
