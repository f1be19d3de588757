import { describe, expect, it } from 'vitest'
import { translatedErrorMap } from '@/components/form/zodErrorMap'
import { createUsernameCheck, passwordStrength, signupSchema, type Signup } from '@/features/ui-forms/validationSchema'

const valid: Signup = {
  fullName: 'Lina Haddad',
  username: 'lina.roasts',
  email: 'lina@aurora-coffee.test',
  teamSize: 4,
  password: 'Roast2026!',
  confirmPassword: 'Roast2026!',
  plan: 'pro',
  launchDate: '2026-03-14',
  terms: true,
}

const schema = signupSchema({ today: '2026-03-14', isUsernameTaken: createUsernameCheck({ delayMs: 0 }) })

/** Each failing field with its message's source text, as the field would translate it. */
async function messagesFor(values: Record<string, unknown>): Promise<Record<string, string>> {
  const result = await schema.safeParseAsync(values, { error: translatedErrorMap })
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    // The form keeps a descriptor ("i18n:{…}") and translates it when it renders.
    expect(issue.message.startsWith('i18n:')).toBe(true)
    const descriptor = JSON.parse(issue.message.slice('i18n:'.length)) as { message?: string; id: string }
    messages[field] ??= descriptor.message ?? descriptor.id
  }
  return messages
}

describe('the sign-up rules of /forms/form-validation', () => {
  it('accept a complete, consistent sign-up', async () => {
    expect(await messagesFor(valid)).toEqual({})
  })

  it('require every field and the ticked terms', async () => {
    const messages = await messagesFor({
      fullName: '',
      username: '',
      email: '',
      teamSize: undefined,
      password: '',
      confirmPassword: '',
      plan: '',
      launchDate: null,
      terms: false,
    })
    expect(Object.keys(messages).sort()).toEqual(
      [
        'confirmPassword',
        'email',
        'fullName',
        'launchDate',
        'password',
        'plan',
        'teamSize',
        'terms',
        'username',
      ].sort(),
    )
    expect(messages.fullName).toBe('This field is required.')
    expect(messages.terms).toBe('Accept the terms of service to create the account.')
    expect(messages.teamSize).toBe('This field is required.')
  })

  it('check the e-mail, the lengths and the number range', async () => {
    const messages = await messagesFor({
      ...valid,
      email: 'lina@',
      fullName: 'L',
      teamSize: 51,
      username: 'x'.repeat(21),
    })
    expect(messages.email).toBe('Enter a valid email address.')
    expect(messages.fullName).toMatch(/at least/)
    expect(messages.teamSize).toMatch(/Enter # or less/)
    expect(messages.username).toMatch(/at most/)
    expect((await messagesFor({ ...valid, teamSize: 0 })).teamSize).toMatch(/Enter # or more/)
    expect(await messagesFor({ ...valid, teamSize: 2.5 })).toHaveProperty('teamSize')
  })

  it('want a letter and a digit in the password, and the same password twice', async () => {
    expect(await messagesFor({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({
      password: 'Include at least one letter.',
    })
    expect(await messagesFor({ ...valid, password: 'roasting', confirmPassword: 'roasting' })).toEqual({
      password: 'Include at least one digit.',
    })
    // The match is checked even while another field fails.
    expect(await messagesFor({ ...valid, email: '', confirmPassword: 'Roast2025!' })).toMatchObject({
      confirmPassword: 'The passwords do not match.',
    })
  })

  it('refuse a launch date in the past, accept today', async () => {
    expect(await messagesFor({ ...valid, launchDate: '2026-03-13' })).toEqual({
      launchDate: 'Choose today or a later day.',
    })
    expect(await messagesFor({ ...valid, launchDate: '2026-03-14' })).toEqual({})
  })

  it('ask whether a well-formed username is taken, and only once per name', async () => {
    expect(await messagesFor({ ...valid, username: 'auroracoffee' })).toEqual({
      username: 'This username is taken. Try another one.',
    })
    expect(await messagesFor({ ...valid, username: 'Lina Roasts' })).toEqual({
      username: 'Use lower-case letters, digits, dots and _ only.',
    })
    let asked = 0
    const check = createUsernameCheck({ delayMs: 0, taken: ['aurora'] })
    const counting = signupSchema({
      today: '2026-03-14',
      isUsernameTaken: (name) => {
        asked += 1
        return check(name)
      },
    })
    await counting.safeParseAsync({ ...valid, username: 'ab' })
    expect(asked).toBe(0)
    expect(check.known('lina')).toBeUndefined()
    expect(await check('Aurora')).toBe(true)
    expect(await check('lina')).toBe(false)
    expect(check.known(' Lina ')).toBe(false)
  })

  it('rate a password from weak to strong', () => {
    expect(passwordStrength('')).toBe(0)
    expect(passwordStrength('abc')).toBe(1)
    expect(passwordStrength('roasting1')).toBe(2)
    expect(passwordStrength('Roasting2026')).toBe(4)
    expect(passwordStrength('Roast2026!')).toBe(4)
  })
})
