import { msg } from '@lingui/core/macro'
import { Flex } from '@radix-ui/themes'
import axe from 'axe-core'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { z } from 'zod'
import {
  CheckboxField,
  CheckboxGroupField,
  Form,
  formMessage,
  InputField,
  MoneyField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  SwitchField,
  TextAreaField,
  useZodForm,
} from '@/components/form'
import { ApiError } from '@/lib/apiClient'
import { renderKit, switchLanguage } from '../support/render'

const schema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  bio: z.string().max(20),
  role: z.enum(['admin', 'editor']),
  plan: z.enum(['basic', 'pro']),
  budget: z.number().min(1),
  newsletter: z.boolean(),
  terms: z.literal(true, { error: formMessage(msg`Accept the terms to go on.`) }),
})
type Values = z.input<typeof schema>

const empty: Values = {
  name: '',
  email: '',
  bio: '',
  role: '' as Values['role'],
  plan: '' as Values['plan'],
  budget: undefined as unknown as number,
  newsletter: false,
  terms: false as unknown as true,
}

function UserForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: empty })
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      serverMessages={{ taken: msg`This email is already used.` }}
      serverRefusals={{ 'users/last-admin': msg`Someone must stay an admin.` }}
    >
      <InputField control={form.control} name="name" label="Full name" hint="As on the invoice" required />
      <InputField control={form.control} name="email" label="Email" type="email" required />
      <TextAreaField control={form.control} name="bio" label="Bio" />
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        required
        placeholder="Choose a role"
        options={[
          { value: 'admin', label: 'Admin' },
          { value: 'editor', label: 'Editor' },
        ]}
      />
      <RadioGroupField
        control={form.control}
        name="plan"
        label="Plan"
        required
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'pro', label: 'Pro' },
        ]}
      />
      <MoneyField control={form.control} name="budget" label="Budget" currency="EUR" required />
      <SwitchField control={form.control} name="newsletter" label="Newsletter" />
      <CheckboxField control={form.control} name="terms" label="I accept the terms" required />
      <SubmitButton>Save</SubmitButton>
    </Form>
  )
}

async function fillValidForm() {
  await userEvent.fill(page.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace')
  await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
  await userEvent.click(page.getByRole('combobox', { name: 'Role' }))
  await userEvent.click(page.getByRole('option', { name: 'Editor' }))
  await userEvent.click(page.getByRole('radio', { name: 'Pro' }))
  await userEvent.fill(page.getByRole('textbox', { name: 'Budget' }), '1234.5')
  await userEvent.click(page.getByRole('checkbox', { name: 'I accept the terms' }))
}

describe('a form built from the kit', () => {
  test('ties every error to its field, focuses the first one, and re-translates after a language switch', async () => {
    const onSubmit = vi.fn(async () => {})
    await renderKit(<UserForm onSubmit={onSubmit} />)

    await userEvent.fill(page.getByRole('textbox', { name: 'Bio' }), 'x'.repeat(25))
    await userEvent.click(page.getByRole('button', { name: 'Save' }))

    const name = page.getByRole('textbox', { name: 'Full name' })
    await expect.element(name).toHaveFocus()
    await expect.element(name).toHaveAttribute('aria-invalid', 'true')
    // The hint and the error both describe the field.
    await expect.element(name).toHaveAccessibleDescription('This field is required. As on the invoice')
    await expect
      .element(page.getByRole('textbox', { name: 'Email' }))
      .toHaveAccessibleDescription('Enter a valid email address.')
    await expect
      .element(page.getByRole('textbox', { name: 'Bio' }))
      .toHaveAccessibleDescription('Enter at most 20 characters.')
    await expect
      .element(page.getByRole('combobox', { name: 'Role' }))
      .toHaveAccessibleDescription('This field is required.')
    await expect
      .element(page.getByRole('radiogroup', { name: 'Plan' }))
      .toHaveAccessibleDescription('This field is required.')
    await expect
      .element(page.getByRole('textbox', { name: 'Budget' }))
      .toHaveAccessibleDescription('This field is required.')
    await expect
      .element(page.getByRole('checkbox', { name: 'I accept the terms' }))
      .toHaveAccessibleDescription('Accept the terms to go on.')
    expect(onSubmit).not.toHaveBeenCalled()

    await switchLanguage('fr')
    await expect.element(name).toHaveAccessibleDescription('Ce champ est obligatoire. As on the invoice')
    await expect
      .element(page.getByRole('textbox', { name: 'Email' }))
      .toHaveAccessibleDescription('Saisissez une adresse e-mail valide.')
    await expect
      .element(page.getByRole('textbox', { name: 'Bio' }))
      .toHaveAccessibleDescription('Saisissez au plus 20 caractères.')
  })

  test('reads money as the language writes it and shows it back formatted', async () => {
    const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => {})
    await renderKit(<UserForm onSubmit={onSubmit} />, { locale: 'fr' })
    await fillValidForm()
    const budget = page.getByRole('textbox', { name: 'Budget' })
    await userEvent.fill(budget, '1 234,5')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1)
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ budget: 1234.5, role: 'editor', plan: 'pro', terms: true })
    // Left, the amount reads in French with the euro's two decimals (narrow no-break space as group).
    await expect.element(budget).toHaveValue('1\u202f234,50')

    await userEvent.fill(budget, 'douze')
    await userEvent.click(page.getByRole('textbox', { name: 'Full name' }))
    await expect.element(budget).toHaveValue('douze')
    await expect.element(budget).toHaveAccessibleDescription('Saisissez un nombre.')
  })

  test('puts a server refusal back on its field, keeping everything that was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'users/invalid', 'Refused', { email: 'taken' })
    })
    await renderKit(<UserForm onSubmit={onSubmit} />)
    await fillValidForm()
    await userEvent.click(page.getByRole('button', { name: 'Save' }))

    const email = page.getByRole('textbox', { name: 'Email' })
    await expect.element(email).toHaveAccessibleDescription('This email is already used.')
    await expect.element(email).toHaveFocus()
    await expect.element(email).toHaveValue('ada@example.com')
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace')
    await expect.element(page.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor')
    await expect.element(page.getByRole('radio', { name: 'Pro' })).toBeChecked()
    await expect.element(page.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked()

    // Editing the refused field clears the server's word on it.
    await userEvent.fill(email, 'ada.lovelace@example.com')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
  })

  test('words a refusal of the whole request as the form says, without offering to try again', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'users/last-admin', 'Refused')
    })
    await renderKit(<UserForm onSubmit={onSubmit} />)
    await fillValidForm()
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.element(page.getByRole('alert').getByText('Someone must stay an admin.')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
  })

  test('says why a submission failed for another reason, and offers to try again', async () => {
    let attempts = 0
    const onSubmit = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new ApiError(0, 'network', 'Failed to fetch')
    })
    await renderKit(<UserForm onSubmit={onSubmit} />)
    await fillValidForm()
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect
      .element(
        page.getByRole('alert').getByText('The service could not be reached. Check your connection and try again.'),
      )
      .toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Try again' }))
    await expect.poll(() => onSubmit.mock.calls.length).toBe(2)
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()

    // The retry was the same submission (a create request sends its key: one record however
    // often it is tried); once it succeeded, the next one is another.
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.poll(() => onSubmit.mock.calls.length).toBe(3)
    const keys = (onSubmit.mock.calls as unknown as [unknown, { idempotencyKey: string }][]).map(
      ([, submission]) => submission.idempotencyKey,
    )
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  test('submits once however fast the button is clicked', async () => {
    let finish: () => void = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderKit(<UserForm onSubmit={onSubmit} />)
    await fillValidForm()
    const save = page.getByRole('button', { name: 'Save' })
    const button = save.element() as HTMLButtonElement
    await userEvent.dblClick(save)
    // Enter in a field submits too, while the first submission still runs.
    await userEvent.type(page.getByRole('textbox', { name: 'Full name' }), '{Enter}')
    // Busy, not clickable, and still one submission.
    expect(button.disabled).toBe(true)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    finish()
    await expect.poll(() => button.disabled).toBe(false)
    await userEvent.click(save)
    await expect.poll(() => onSubmit.mock.calls.length).toBe(2)
  })
})

function ChannelsForm() {
  const channelsSchema = z.object({
    channels: z.array(z.string()).min(1, formMessage(msg`Choose at least one channel.`)),
  })
  const form = useZodForm(channelsSchema, { defaultValues: { channels: [] } })
  return (
    <Form form={form} onSubmit={() => Promise.resolve()}>
      <CheckboxGroupField
        control={form.control}
        name="channels"
        label="Channels"
        required
        options={[
          { value: 'dm', label: 'DMs' },
          { value: 'comments', label: 'Comments' },
        ]}
      />
      <SubmitButton>Save</SubmitButton>
    </Form>
  )
}

describe('CheckboxGroupField', () => {
  test('a required group tells what is missing and breaks no ARIA rule (a group takes no aria-required)', async () => {
    await renderKit(<ChannelsForm />)
    await page.getByRole('button', { name: 'Save' }).click()
    const group = page.getByRole('group', { name: 'Channels' })
    await expect.element(group).toHaveAccessibleDescription('Choose at least one channel.')
    expect(group.element().hasAttribute('aria-required')).toBe(false)
    const violations = (await axe.run(document, { runOnly: { type: 'rule', values: ['aria-allowed-attr'] } }))
      .violations
    expect(violations.map((violation) => violation.id)).toEqual([])
  })
})

const roleSchema = z.object({ role: z.enum(['agent']) })

function LongChoiceForm() {
  const form = useZodForm(roleSchema, { defaultValues: { role: 'agent' } })
  return (
    <div style={{ width: 220, border: '1px solid' }} data-testid="row">
      <Form form={form} onSubmit={() => Promise.resolve()}>
        <Flex gap="3" align="end" wrap="wrap">
          <SelectField
            control={form.control}
            name="role"
            label="Role"
            options={[{ value: 'agent', label: 'Agent: answers the inbox and edits the contacts of the workspace' }]}
          />
        </Flex>
      </Form>
    </div>
  )
}

describe('SelectField', () => {
  test('a choice longer than its row is cut short within the row', async () => {
    await renderKit(<LongChoiceForm />)
    const trigger = page.getByRole('combobox', { name: 'Role' })
    await expect.element(trigger).toBeVisible()
    expect(trigger.element().textContent).toMatch(/^Agent: answers/)
    const row = page.getByTestId('row').element().getBoundingClientRect()
    const shown = trigger.element().getBoundingClientRect()
    expect(shown.left).toBeGreaterThanOrEqual(row.left)
    expect(shown.right).toBeLessThanOrEqual(row.right)
  })
})
