import { IconId, IconUserCircle } from '@tabler/icons-react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { z } from 'zod'
import { InputField } from '@/components/form'
import { StepForm, useStepper, WizardFrame } from '@/components/wizard'
import { renderKit } from '../support/render'

const steps = {
  account: z.object({ email: z.email() }),
  profile: z.object({ name: z.string().trim().min(1) }),
}

function TwoSteps({ orientation, icons = false }: { orientation?: 'horizontal' | 'vertical'; icons?: boolean }) {
  const wizard = useStepper({
    steps: ['account', 'profile'],
    draftKey: `test-wizard-${orientation ?? 'auto'}-${String(icons)}`,
    submit: async () => ({ reference: 'CNV-1' }),
  })
  return (
    <WizardFrame
      wizard={wizard}
      orientation={orientation}
      headingLevel="h3"
      done={(reference) => `Account ${reference} created.`}
      steps={[
        {
          id: 'account',
          title: 'Account',
          icon: icons ? <IconUserCircle size={16} data-testid="account-icon" /> : undefined,
          render: () => (
            <StepForm wizard={wizard} schema={steps.account} defaults={{ email: '' }}>
              {(form) => <InputField control={form.control} name="email" label="E-mail" required />}
            </StepForm>
          ),
        },
        {
          id: 'profile',
          title: 'Profile',
          icon: icons ? <IconId size={16} /> : undefined,
          render: () => (
            <StepForm wizard={wizard} schema={steps.profile} defaults={{ name: '' }} submitLabel="Create">
              {(form) => <InputField control={form.control} name="name" label="Name" required />}
            </StepForm>
          ),
        },
      ]}
    />
  )
}

const stepList = (name = 'Steps') => page.getByRole('navigation', { name }).getByRole('list').element()
const marker = (index: number) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem').nth(index).element().firstElementChild!

describe('the wizard frame', () => {
  test('shows an icon in place of each step number, and the step heading at the level asked', async () => {
    sessionStorage.clear()
    await renderKit(<TwoSteps icons orientation="vertical" />)
    await expect.element(page.getByRole('heading', { level: 3, name: 'Step 1 of 2: Account' })).toBeVisible()
    expect(marker(0).querySelector('svg')).not.toBeNull()
    expect(marker(0).textContent).toBe('')
    expect(marker(0).getAttribute('aria-hidden')).toBe('true')
    expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem').nth(0).element()).toHaveAttribute(
      'aria-current',
      'step',
    )
  })

  test('numbers the steps by default', async () => {
    sessionStorage.clear()
    await renderKit(<TwoSteps orientation="horizontal" />)
    expect(marker(0).textContent).toBe('1')
    expect(marker(1).textContent).toBe('2')
  })

  test('horizontal puts the steps in a row above the form; vertical in a column beside it, mirrored in Arabic', async () => {
    sessionStorage.clear()
    await page.viewport(1200, 800)
    const horizontal = await renderKit(<TwoSteps orientation="horizontal" />)
    expect(getComputedStyle(stepList()).flexDirection).toBe('row')
    const form = page.getByRole('textbox', { name: 'E-mail' }).element().getBoundingClientRect()
    expect(form.top).toBeGreaterThan(stepList().getBoundingClientRect().bottom)
    await horizontal.unmount()

    const vertical = await renderKit(<TwoSteps orientation="vertical" />)
    expect(getComputedStyle(stepList()).flexDirection).toBe('column')
    const field = page.getByRole('textbox', { name: 'E-mail' }).element().getBoundingClientRect()
    expect(field.left).toBeGreaterThan(stepList().getBoundingClientRect().right)
    await vertical.unmount()

    await renderKit(<TwoSteps orientation="vertical" />, { locale: 'ar' })
    const arabicField = page.getByRole('textbox').element().getBoundingClientRect()
    expect(arabicField.right).toBeLessThan(stepList('الخطوات').getBoundingClientRect().left)
  })

  test('checks a step before going on, keeps it on Back, and submits at the end', async () => {
    sessionStorage.clear()
    await renderKit(<TwoSteps orientation="horizontal" icons />)
    await userEvent.click(page.getByRole('button', { name: 'Next' }))
    await expect.element(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true')
    await expect.element(page.getByRole('heading', { name: 'Step 1 of 2: Account' })).toBeVisible()
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mail' }), 'lina@aurora-coffee.test')
    await userEvent.click(page.getByRole('button', { name: 'Next' }))
    await expect.element(page.getByRole('heading', { name: 'Step 2 of 2: Profile' })).toHaveFocus()
    await userEvent.click(page.getByRole('button', { name: 'Back' }))
    await expect.element(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lina@aurora-coffee.test')
    await userEvent.click(page.getByRole('button', { name: 'Next' }))
    await userEvent.fill(page.getByRole('textbox', { name: 'Name' }), 'Lina Haddad')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect.element(page.getByText('Account CNV-1 created.')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Start again' }))
    await expect.element(page.getByRole('heading', { name: 'Step 1 of 2: Account' })).toBeVisible()
  })
})
