import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { core } from 'zod'
import { formMessage } from './formMessage'

type Issue = core.$ZodRawIssue

/** Nothing entered. NaN is not blank: it is what a number field holds for text that is not a number. */
function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === ''
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): MessageDescriptor {
  const minimum = Number(issue.minimum)
  switch (issue.origin) {
    case 'string':
      return minimum <= 1
        ? msg`This field is required.`
        : msg`${plural(minimum, { one: 'Enter at least # character.', other: 'Enter at least # characters.' })}`
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? msg`${plural(minimum, { other: 'Enter a number above #.' })}`
        : msg`${plural(minimum, { other: 'Enter # or more.' })}`
    case 'array':
    case 'set':
      return minimum <= 1 ? msg`Choose at least one.` : msg`${plural(minimum, { other: 'Choose at least #.' })}`
    case 'date':
      return msg`Choose a later date.`
    default:
      return msg`This value is too small.`
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): MessageDescriptor {
  const maximum = Number(issue.maximum)
  switch (issue.origin) {
    case 'string':
      return msg`${plural(maximum, { one: 'Enter at most # character.', other: 'Enter at most # characters.' })}`
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? msg`${plural(maximum, { other: 'Enter a number below #.' })}`
        : msg`${plural(maximum, { other: 'Enter # or less.' })}`
    case 'array':
    case 'set':
      return msg`${plural(maximum, { other: 'Choose at most #.' })}`
    case 'date':
      return msg`Choose an earlier date.`
    default:
      return msg`This value is too big.`
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): MessageDescriptor {
  switch (issue.format) {
    case 'email':
      return msg`Enter a valid email address.`
    case 'url':
      return msg`Enter a valid web address (https://…).`
    case 'date':
    case 'datetime':
      return msg`Enter a valid date.`
    default:
      return msg`This value is not in the expected format.`
  }
}

function describe(issue: Issue): MessageDescriptor {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return msg`This field is required.`
      return issue.expected === 'number' || issue.expected === 'int'
        ? msg`Enter a number.`
        : msg`This value is not valid.`
    case 'too_small':
      return tooSmall(issue)
    case 'too_big':
      return tooBig(issue)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'not_multiple_of':
      return msg`${plural(issue.divisor, { other: 'Enter a multiple of #.' })}`
    case 'invalid_value':
      return isBlank(issue.input) ? msg`This field is required.` : msg`Choose one of the options.`
    default:
      return msg`This value is not valid.`
  }
}

/**
 * zod's error map for every form: each issue becomes a message descriptor (see formMessage), so
 * the field shows it in the current language and follows a language switch. A schema's own
 * message (`{ error: formMessage(msg`…`) }`) takes precedence, as zod gives it.
 */
export function translatedErrorMap(issue: Issue): string {
  return formMessage(describe(issue))
}
