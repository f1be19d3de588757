import { describe, expect, it } from 'vitest'
import {
  avatarUrlError,
  collectErrors,
  confirmationError,
  emailError,
  fullNameError,
  newPasswordError,
  requiredPasswordError,
  usernameError,
} from '@/lib/authValidation'

describe('form validation', () => {
  it.each(['ana@conversa.test', ' ana.maria+tag@mail.example.com '])('accepts the email %j', (email) => {
    expect(emailError(email)).toBeUndefined()
  })

  it.each(['', 'ana', 'ana@', '@conversa.test', 'ana@conversa', 'ana @conversa.test'])(
    'refuses the email %j',
    (email) => {
      expect(emailError(email)).toBeDefined()
    },
  )

  it('applies the identity service policy: at least 6 characters', () => {
    expect(newPasswordError('12345')?.message).toBe(
      'The password does not meet the requirements: use at least 6 characters.',
    )
    expect(newPasswordError('123456')).toBeUndefined()
    expect(requiredPasswordError('')).toBeDefined()
    expect(requiredPasswordError('x')).toBeUndefined()
  })

  it('checks the confirmation, the name, the username and the avatar URL', () => {
    expect(confirmationError('abcdef', 'abcdeg')).toBeDefined()
    expect(confirmationError('abcdef', 'abcdef')).toBeUndefined()
    expect(fullNameError('   ')).toBeDefined()
    expect(fullNameError('x'.repeat(81))).toBeDefined()
    expect(fullNameError('Ana Maria')).toBeUndefined()
    expect(usernameError('ab')).toBeDefined()
    expect(usernameError('Ana')).toBeDefined()
    expect(usernameError('ana.maria_2')).toBeUndefined()
    expect(avatarUrlError('')).toBeUndefined()
    expect(avatarUrlError('https://example.com/a.png')).toBeUndefined()
    expect(avatarUrlError('javascript:alert(1)')).toBeDefined()
    expect(avatarUrlError('ftp://example.com/a.png')).toBeDefined()
  })

  it('collects only the failing fields', () => {
    expect(Object.keys(collectErrors({ email: emailError('nope'), password: requiredPasswordError('x') }))).toEqual([
      'email',
    ])
  })
})
