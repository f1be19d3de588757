import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Callout, Flex, Heading, Link, Text } from '@radix-ui/themes'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useFormState, useWatch } from 'react-hook-form'
import { DateField, toIsoDate } from '@/components/date'
import {
  CheckboxField,
  Form,
  InputField,
  NumberField,
  SelectField,
  SubmitButton,
  translateFormMessage,
  useZodForm,
} from '@/components/form'
import { pretendToSave } from '../layoutParts'
import { createUsernameCheck, passwordStrength, signupSchema, USERNAME_PATTERN, type Signup } from '../validationSchema'

// One checker for the page: each username is asked once, however often the form validates.
const isUsernameTaken = createUsernameCheck()
const FIELDS = [
  'fullName',
  'username',
  'email',
  'teamSize',
  'password',
  'confirmPassword',
  'plan',
  'launchDate',
  'terms',
] as const
type FieldName = (typeof FIELDS)[number]

/**
 * Sign-up rules with react-hook-form and zod (the schema is in validationSchema.ts). This form opts
 * into `mode: 'onTouched'`: a field is checked when it is left, then on every keystroke. The kit's
 * default waits for the first submission instead (docs/kit.md, "Forms"): an error appearing on leaving
 * a field can push the button from under the pointer. A failed submission focuses a summary whose
 * links lead to each field.
 */
export default function ValidationSignup() {
  const { t, i18n } = useLingui()
  const uid = useId()
  const summary = useRef<HTMLDivElement>(null)
  const [created, setCreated] = useState<Signup | null>(null)
  const schema = useMemo(() => signupSchema({ today: toIsoDate(new Date()), isUsernameTaken }), [])
  const form = useZodForm(schema, {
    mode: 'onTouched',
    // The summary takes the focus instead of the first field.
    shouldFocusError: false,
    defaultValues: { fullName: '', username: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors, submitCount } = form.formState
  const labels: Record<FieldName, string> = {
    fullName: t`Full name`,
    username: t`Username`,
    email: t`E-mail`,
    teamSize: t`Team size`,
    password: t`Password`,
    confirmPassword: t`Confirm the password`,
    plan: t`Plan`,
    launchDate: t`Go-live date`,
    terms: t`Terms of service`,
  }
  const anchor = (name: FieldName) => `${uid}-${name}`
  const focusField = (name: FieldName) =>
    document
      .getElementById(anchor(name))
      ?.querySelector<HTMLElement>('input:not([aria-hidden="true"]), textarea, button')
      ?.focus()

  useEffect(() => {
    let handled = 0
    return form.subscribe({
      formState: { submitCount: true, errors: true },
      callback: (state) => {
        const count = state.submitCount ?? 0
        if (count === handled) return
        handled = count
        if (Object.keys(state.errors ?? {}).length > 0) requestAnimationFrame(() => summary.current?.focus())
      },
    })
  }, [form])
  // Changing the password checks the confirmation again, once it has been typed.
  useEffect(
    () =>
      form.subscribe({
        name: 'password',
        formState: { values: true },
        callback: () => {
          if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword')
        },
      }),
    [form],
  )

  const create = async (values: Signup) => {
    await pretendToSave(1200)
    setCreated(values)
  }
  const startAgain = () => {
    form.reset()
    setCreated(null)
  }

  if (created) {
    const { username } = created
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="grass" role="status">
          <Callout.Icon>
            <IconCircleCheck size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            <Trans>Welcome, {username}: your Conversa workspace is ready. Connect an Instagram account to start.</Trans>
          </Callout.Text>
        </Callout.Root>
        <Button variant="soft" onClick={startAgain}>
          <Trans>Sign up someone else</Trans>
        </Button>
      </Flex>
    )
  }

  const invalid = FIELDS.filter((name) => errors[name])
  return (
    // A single column of readable width.
    <Box maxWidth="40rem">
      <Form form={form} onSubmit={create} aria-label={t`Create a Conversa account`}>
        {submitCount > 0 && invalid.length > 0 && (
          <Callout.Root color="red" ref={summary} tabIndex={-1} aria-labelledby={`${uid}-summary`}>
            <Callout.Icon>
              <IconAlertTriangle size={16} aria-hidden />
            </Callout.Icon>
            <Flex direction="column" gap="2">
              <Heading as="h3" size="2" id={`${uid}-summary`}>
                <Trans>Some answers need a change</Trans>
              </Heading>
              <ul className="forms-summary">
                {invalid.map((name) => (
                  <li key={name}>
                    <Link
                      href={`#${anchor(name)}`}
                      size="2"
                      color="red"
                      onClick={(event) => {
                        event.preventDefault()
                        focusField(name)
                      }}
                    >
                      {labels[name]}: {translateFormMessage(i18n, errors[name]?.message)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Flex>
          </Callout.Root>
        )}
        <div id={anchor('fullName')}>
          <InputField control={form.control} name="fullName" label={labels.fullName} autoComplete="name" required />
        </div>
        <div id={anchor('username')}>
          <InputField
            control={form.control}
            name="username"
            label={labels.username}
            autoComplete="username"
            hint={t`3 to 20 characters: lower-case letters, digits, dots and _.`}
            required
          />
          <UsernameStatus control={form.control} />
        </div>
        <div id={anchor('email')}>
          <InputField control={form.control} name="email" label={labels.email} type="email" required />
        </div>
        <div id={anchor('teamSize')}>
          <NumberField
            control={form.control}
            name="teamSize"
            label={labels.teamSize}
            hint={t`From 1 to 50 people.`}
            maximumFractionDigits={0}
            required
          />
        </div>
        <div id={anchor('password')}>
          <InputField
            control={form.control}
            name="password"
            label={labels.password}
            type="password"
            autoComplete="new-password"
            hint={t`At least 8 characters, with a letter and a digit.`}
            required
          />
          <StrengthMeter control={form.control} />
        </div>
        <div id={anchor('confirmPassword')}>
          <InputField
            control={form.control}
            name="confirmPassword"
            label={labels.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
        <div id={anchor('plan')}>
          <SelectField
            control={form.control}
            name="plan"
            label={labels.plan}
            placeholder={t`Choose a plan`}
            options={[
              { value: 'starter', label: t`Starter: one account, 500 DMs a month` },
              { value: 'pro', label: t`Pro: three accounts, unlimited DMs` },
              { value: 'business', label: t`Business: ten accounts, webhooks` },
            ]}
            required
          />
        </div>
        <div id={anchor('launchDate')}>
          <DateField
            control={form.control}
            name="launchDate"
            label={labels.launchDate}
            hint={t`When the automations start answering: today or later.`}
            min={toIsoDate(new Date())}
            required
          />
        </div>
        <div id={anchor('terms')}>
          <CheckboxField control={form.control} name="terms" label={t`I accept the terms of service`} required />
        </div>
        <Flex>
          {/* Busy and unclickable while the account is being created. */}
          <SubmitButton>
            <Trans>Create the account</Trans>
          </SubmitButton>
        </Flex>
      </Form>
    </Box>
  )
}

type SignupControl = ReturnType<typeof useZodForm<ReturnType<typeof signupSchema>>>['control']

/** Says, politely, that the username is being checked, then whether it is free. */
function UsernameStatus({ control }: { control: SignupControl }) {
  const username = useWatch({ control, name: 'username' })
  const { validatingFields, errors } = useFormState({ control, name: 'username' })
  let status: ReactNode = null
  if (validatingFields.username) status = <Trans>Checking whether this username is free…</Trans>
  // Only once the check has answered for this very name.
  else if (!errors.username && USERNAME_PATTERN.test(username ?? '') && isUsernameTaken.known(username) === false)
    status = <Trans>{username} is free.</Trans>
  return (
    <Text as="p" size="1" color={validatingFields.username ? 'gray' : 'grass'} role="status" mt="1">
      {status}
    </Text>
  )
}

/** A four-bar meter under the password; the words say what the colour shows. */
function StrengthMeter({ control }: { control: SignupControl }) {
  const { t } = useLingui()
  const password = useWatch({ control, name: 'password' }) ?? ''
  const strength = passwordStrength(password)
  if (strength === 0) return null
  const words = [t`Weak`, t`Fair`, t`Good`, t`Strong`]
  const colours = ['var(--red-9)', 'var(--amber-9)', 'var(--grass-9)', 'var(--grass-11)']
  return (
    <Flex align="center" gap="3" mt="2">
      <div
        className="forms-strength"
        aria-hidden="true"
        style={{ '--strength-color': colours[strength - 1] } as CSSProperties}
      >
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className="forms-strength__bar" data-on={bar <= strength ? '' : undefined} />
        ))}
      </div>
      <Text size="1" color="gray">
        {t`Strength: ${words[strength - 1]}`}
      </Text>
    </Flex>
  )
}
