import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Form, InputField, SubmitButton } from '@/components/form'
import { useRulesForm, type FormRules } from '@/components/form/useRulesForm'
import { renderKit, switchLanguage } from '../support/render'

type Values = { email: string; code: string }

/** The sign-in screen's shape: plain rules, one of which depends on what the screen shows. */
function CodeForm({ asksCode, onSubmit }: { asksCode: boolean; onSubmit: (values: Values) => void }) {
  const rules: FormRules<Values> = ({ email, code }) => ({
    email: email.includes('@') ? undefined : msg`Enter a valid email address.`,
    code: asksCode && code === '' ? msg`Enter the code.` : undefined,
  })
  const form = useRulesForm(rules, { defaultValues: { email: '', code: '' } })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <InputField control={form.control} name="email" label="Email" />
      {asksCode && <InputField control={form.control} name="code" label="Code" />}
      <SubmitButton>Send</SubmitButton>
    </Form>
  )
}

describe('useRulesForm (a kit form checked by plain rules)', () => {
  test('stops a submission on the rules, says why under each field in the current language, and moves focus to the first', async () => {
    const submitted = vi.fn()
    await renderKit(<CodeForm asksCode onSubmit={submitted} />)
    await page.getByRole('button', { name: 'Send' }).click()
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect.element(email).toHaveAccessibleDescription('Enter a valid email address.')
    await expect.element(page.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Enter the code.')
    await expect.element(email).toHaveFocus()
    await switchLanguage('fr')
    await expect.element(email).toHaveAccessibleDescription('Saisissez une adresse e-mail valide.')
    expect(submitted).not.toHaveBeenCalled()
  })

  test('checks again as the person types once a submission failed, and submits the values when they pass', async () => {
    const submitted = vi.fn()
    await renderKit(<CodeForm asksCode onSubmit={submitted} />)
    await page.getByRole('button', { name: 'Send' }).click()
    const email = page.getByRole('textbox', { name: 'Email' })
    await userEvent.fill(email, 'ada@example.com')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
    await userEvent.fill(page.getByRole('textbox', { name: 'Code' }), '123456')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => submitted.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', code: '123456' })
  })

  test('applies the rules of the latest render: a field the screen no longer asks for is not checked', async () => {
    const submitted = vi.fn()
    function Switching() {
      const [asksCode, setAsksCode] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setAsksCode(false)}>
            Without a code
          </button>
          <CodeForm asksCode={asksCode} onSubmit={submitted} />
        </>
      )
    }
    await renderKit(<Switching />)
    await page.getByRole('button', { name: 'Without a code' }).click()
    await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => submitted.mock.calls.length).toBe(1)
  })
})
