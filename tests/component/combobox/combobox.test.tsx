import axe from 'axe-core'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { z } from 'zod'
import { Combobox, ComboboxField, type ComboboxOption } from '@/components/combobox'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import { renderKit } from '../support/render'

const LANGUAGES: ComboboxOption[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch', disabled: true },
  { value: 'es', label: 'Español' },
  { value: 'ar', label: 'العربية' },
]

function Single({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <>
      <Combobox
        aria-label="Reply language"
        options={LANGUAGES}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
      <span data-testid="value">{value}</span>
    </>
  )
}

function Multiple({ freeText = false }: { freeText?: boolean }) {
  const [values, setValues] = useState<string[]>(['fr'])
  return (
    <>
      <Combobox
        aria-label="Languages"
        multiple
        freeText={freeText}
        options={LANGUAGES}
        value={values}
        onChange={setValues}
      />
      <span data-testid="values">{values.join(',')}</span>
    </>
  )
}

const combobox = (name: string) => page.getByRole('combobox', { name })
const activeOption = () => {
  const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

describe('the combobox', () => {
  test('opens with the arrows, moves past disabled options, wraps, and Enter chooses with focus kept', async () => {
    await renderKit(<Single />)
    const input = combobox('Reply language')
    await expect.element(input).toHaveAttribute('aria-expanded', 'false')
    await expect.element(input).toHaveAttribute('aria-autocomplete', 'list')
    await userEvent.click(input)
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox')
    await expect.element(listbox).toBeVisible()
    expect(input.element().getAttribute('aria-controls')).toBe(listbox.element().id)
    expect(activeOption()).toBe('English')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    // Deutsch is disabled: the arrow skips it.
    expect(activeOption()).toBe('Español')
    await expect.element(page.getByRole('option', { name: 'Español' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(activeOption()).toBe('العربية')
    await userEvent.keyboard('{ArrowDown}')
    expect(activeOption()).toBe('English')
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowDown}')
    expect(activeOption()).toBe('Français')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('fr')
    await expect.element(input).toHaveValue('Français')
    await expect.element(input).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(input.element())
  })

  test('filters as one types, ignoring case and accents, and says when nothing matches', async () => {
    await renderKit(<Single />)
    const input = combobox('Reply language')
    await userEvent.click(input)
    await userEvent.keyboard('espa')
    await expect.element(page.getByRole('option')).toHaveTextContent('Español')
    await expect.element(page.getByRole('status')).toHaveTextContent('1 suggestion')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('es')
    await userEvent.fill(input, 'klingon')
    await expect.element(page.getByText('No match. Try another word.')).toBeVisible()
    await expect.element(page.getByRole('option')).not.toBeInTheDocument()
  })

  test('Escape closes the list, a second Escape clears the value', async () => {
    await renderKit(<Single />)
    const input = combobox('Reply language')
    await userEvent.click(input)
    await userEvent.keyboard('fr{Enter}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('fr')
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
    await expect.element(input).toHaveValue('Français')
    await userEvent.keyboard('{Escape}')
    await expect.element(input).toHaveValue('')
    await expect.element(page.getByTestId('value')).toHaveTextContent('')
  })

  test('is chosen with the mouse too, and a half-typed name is dropped on leaving', async () => {
    const onChange = vi.fn()
    await renderKit(<Single onChange={onChange} />)
    const input = combobox('Reply language')
    await userEvent.click(page.getByRole('button', { name: 'Show suggestions' }))
    await userEvent.click(page.getByRole('option', { name: 'Español' }))
    expect(onChange).toHaveBeenLastCalledWith('es')
    expect(document.activeElement).toBe(input.element())
    await userEvent.type(input, 'xx')
    await userEvent.keyboard('{Tab}')
    await expect.element(input).toHaveValue('Español')
  })

  test('keeps several values as chips, toggled from the list; Backspace and the chip button remove them', async () => {
    await renderKit(<Multiple />)
    const input = combobox('Languages')
    await expect.element(page.getByText('Français')).toBeVisible()
    await userEvent.click(input)
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true')
    await expect.element(page.getByRole('option', { name: 'Français' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('eng{Enter}')
    await expect.element(page.getByTestId('values')).toHaveTextContent('fr,en')
    // The list stays open for the next choice, the typed text is gone.
    await expect.element(input).toHaveValue('')
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{Backspace}')
    await expect.poll(() => page.getByTestId('values').element().textContent).toBe('fr')
    await userEvent.click(page.getByRole('button', { name: 'Remove Français' }))
    await expect.poll(() => page.getByTestId('values').element().textContent).toBe('')
  })

  test('with free text, Enter adds what was typed as a chip', async () => {
    await renderKit(<Multiple freeText />)
    await userEvent.click(combobox('Languages'))
    await userEvent.keyboard('Breton{Enter}')
    await expect.element(page.getByTestId('values')).toHaveTextContent('fr,Breton')
    await expect.element(page.getByRole('button', { name: 'Remove Breton' })).toBeVisible()
  })

  test('searches elsewhere: says it is searching, then lists the results, or says the search failed', async () => {
    let fail = false
    let release: () => void = () => {}
    const loadOptions = vi.fn(
      (query: string) =>
        new Promise<ComboboxOption[]>((resolve, reject) => {
          release = () =>
            fail
              ? reject(new Error('offline'))
              : resolve(
                  ['#coffee', '#coffeetime', '#latteart']
                    .filter((tag) => tag.includes(query))
                    .map((tag) => ({ value: tag, label: tag })),
                )
        }),
    )
    function Search() {
      const [value, setValue] = useState('')
      return <Combobox aria-label="Hashtag" freeText loadOptions={loadOptions} value={value} onChange={setValue} />
    }
    await renderKit(<Search />)
    const input = combobox('Hashtag')
    await userEvent.click(input)
    await userEvent.keyboard('coffee')
    await expect.element(page.getByText('Searching…', { exact: true }).first()).toBeVisible()
    await expect.poll(() => loadOptions.mock.calls.at(-1)?.[0]).toBe('coffee')
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true')
    release()
    await expect.element(page.getByRole('option', { name: '#coffeetime' })).toBeVisible()
    await expect.element(page.getByRole('status')).toHaveTextContent('2 suggestions')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect.element(input).toHaveValue('#coffeetime')

    fail = true
    await userEvent.fill(input, 'latte')
    await expect.poll(() => loadOptions.mock.calls.at(-1)?.[0]).toBe('latte')
    release()
    await expect.element(page.getByText('The suggestions could not be loaded. Type again to retry.')).toBeVisible()
  })

  test('is mirrored in Arabic: the list opens under the field, in right-to-left', async () => {
    await renderKit(<Multiple />, { locale: 'ar' })
    const input = combobox('Languages')
    await userEvent.click(input)
    const listbox = page.getByRole('listbox')
    await expect.poll(() => getComputedStyle(listbox.element()).direction).toBe('rtl')
    expect(getComputedStyle(input.element()).direction).toBe('rtl')
    const field = input.element().parentElement!.getBoundingClientRect()
    // Found by its class: its button's name is translated once the catalog has it.
    const chip = document.querySelector('.combobox__chip')!.getBoundingClientRect()
    // The first chip sits at the inline start: the right in Arabic.
    expect(chip.left).toBeGreaterThan(field.left + field.width / 2)
    const popup = listbox.element().parentElement!.getBoundingClientRect()
    expect(Math.round(popup.left)).toBe(Math.round(field.left))
    expect(popup.top).toBeGreaterThanOrEqual(field.bottom)
  })

  test('in a form: its error is tied to the input and the chosen value is submitted', async () => {
    const submitted = vi.fn()
    function TimeZoneForm() {
      const form = useZodForm(z.object({ timeZone: z.string().min(1, 'Choose a time zone.') }), {
        defaultValues: { timeZone: '' },
      })
      return (
        <Form form={form} onSubmit={submitted}>
          <ComboboxField
            control={form.control}
            name="timeZone"
            label="Time zone"
            hint="Replies are scheduled in it."
            options={[
              { value: 'Europe/Paris', label: 'Paris' },
              { value: 'Africa/Casablanca', label: 'Casablanca' },
            ]}
          />
          <SubmitButton>Save</SubmitButton>
        </Form>
      )
    }
    await renderKit(<TimeZoneForm />)
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    const input = combobox('Time zone')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Choose a time zone. Replies are scheduled in it.')
    expect(document.activeElement).toBe(input.element())
    await userEvent.keyboard('casa{Enter}')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.poll(() => submitted.mock.calls[0]?.[0]).toEqual({ timeZone: 'Africa/Casablanca' })
  })

  test('has no serious accessibility violation while open, with options or with none', async () => {
    const serious = async () =>
      (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) => `${violation.id} ${violation.nodes.map((node) => node.html + node.failureSummary).join(' ')}`,
        )
    // Enough options for the list to scroll: the listbox itself scrolls, reached through the input.
    const many = Array.from({ length: 30 }, (_, index) => ({ value: `tz${index}`, label: `Zone ${index + 1}` }))
    await renderKit(<Combobox aria-label="Languages" options={many} value="" onChange={() => {}} />)
    await userEvent.click(combobox('Languages'))
    await userEvent.keyboard('{ArrowDown}')
    const listbox = page.getByRole('listbox').element()
    expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight)
    await expect.element(page.getByRole('listbox')).toBeVisible()
    expect(await serious()).toEqual([])
    await userEvent.keyboard('zzz')
    await expect.element(page.getByText('No match. Try another word.')).toBeVisible()
    expect(await serious()).toEqual([])
  })

  test('disabled: cannot be typed in nor opened', async () => {
    await renderKit(<Combobox aria-label="Locked" options={LANGUAGES} value="en" onChange={() => {}} disabled />)
    await expect.element(combobox('Locked')).toBeDisabled()
    await expect.element(combobox('Locked')).toHaveValue('English')
  })
})
