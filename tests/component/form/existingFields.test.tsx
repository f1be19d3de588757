import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CodeField, FormAlert, FormField } from '@/components/form'
import { renderKit, switchLanguage } from '../support/render'

function EmailField({ error }: { error?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={setValue}
      hint="We never share it."
      error={error ? msg`Enter a valid email address.` : undefined}
    />
  )
}

describe('FormField (the controlled field of the account pages)', () => {
  test('is labelled, described by its hint, and keeps what is typed', async () => {
    await renderKit(<EmailField />)
    const input = page.getByRole('textbox', { name: 'Email' })
    await expect.element(input).toHaveAccessibleDescription('We never share it.')
    await expect.element(input).not.toHaveAttribute('aria-invalid')
    await userEvent.fill(input, 'ada@example.com')
    await expect.element(input).toHaveValue('ada@example.com')
  })

  test('ties its error to the input and translates it in the current language', async () => {
    await renderKit(<EmailField error />)
    const input = page.getByRole('textbox', { name: 'Email' })
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Enter a valid email address. We never share it.')
    await switchLanguage('fr')
    await expect.element(input).toHaveAccessibleDescription('Saisissez une adresse e-mail valide. We never share it.')
  })
})

function TypedCode() {
  const [value, setValue] = useState('')
  return (
    <>
      <CodeField label="Code" name="code" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('CodeField (OneTimeCodeInput)', () => {
  test('takes six digits, typed or pasted, shown one per box, and nothing else', async () => {
    await renderKit(<TypedCode />)
    const input = page.getByRole('textbox', { name: 'Code' })
    await expect.element(input).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.click(input)
    await userEvent.keyboard('12a3')
    const kept = () => document.querySelector('output')?.textContent
    await expect.poll(kept).toBe('123')
    await userEvent.fill(input, '4567890')
    await expect.poll(kept).toBe('456789')
    expect(document.querySelectorAll('.otp-slot')).toHaveLength(6)
    expect([...document.querySelectorAll('.otp-slot')].map((slot) => slot.textContent).join('')).toBe('456789')
  })
})

describe('FormAlert', () => {
  test('announces a failure as an alert, with a retry when one is offered', async () => {
    const onRetry = vi.fn()
    await renderKit(
      <FormAlert
        message={msg`The service could not be reached. Check your connection and try again.`}
        onRetry={onRetry}
      />,
    )
    const alert = page.getByRole('alert')
    await expect
      .element(alert.getByText('The service could not be reached. Check your connection and try again.'))
      .toBeVisible()
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  test('announces a success politely, in the current language', async () => {
    await renderKit(<FormAlert tone="success" message={msg`This value is already used.`} />, { locale: 'ar' })
    await expect.element(page.getByRole('status')).toHaveTextContent('هذه القيمة مستخدمة بالفعل.')
    await expect.element(page.getByRole('button')).not.toBeInTheDocument()
  })
})
