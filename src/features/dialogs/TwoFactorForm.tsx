import { Trans, useLingui } from '@lingui/react/macro'
import { Code, Link, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { FieldShell, Form, InputField, OneTimeCodeInput, RadioGroupField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { DialogSaved } from '@/domain/dialogs/schemas'
import { useSaveDialog } from './api'
import { clientSchemas, SERVER_MESSAGES } from './labels'
import { StepActions, StepHeading, StepList } from './Stepper'

/** The setup key in groups of four, as authenticator apps print it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim()

/**
 * Two-factor authentication: choose an authenticator app or text messages, then prove it works.
 * With an app, the person adds the setup key to it (typed, or the otpauth link on a phone) and
 * types the code it shows: the backend checks it against the key (RFC 6238).
 */
export function TwoFactorForm({
  saved,
  authenticatorKey,
  accountName,
  onSaved,
}: {
  saved?: DialogSaved['two-factor']
  authenticatorKey: string
  accountName: string
  onSaved: () => void
}) {
  const { t } = useLingui()
  const save = useSaveDialog('two-factor')
  const [step, setStep] = useState(0)
  const form = useZodForm(clientSchemas()['two-factor'], {
    defaultValues: { method: saved?.method ?? 'app', code: '', phone: saved?.phone ?? '' },
  })
  const method = form.watch('method')
  const otpauth = `otpauth://totp/Conversa:${encodeURIComponent(accountName)}?secret=${authenticatorKey}&issuer=Conversa`
  const titles = [t`Choose a method`, method === 'app' ? t`Add Conversa to your app` : t`Your phone number`]

  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Two-factor authentication`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(
          values.method === 'app'
            ? t`Two-factor authentication is on, with your authenticator app.`
            : t`Two-factor authentication is on, with codes sent to ${values.phone}.`,
        )
        onSaved()
      }}
    >
      <StepList steps={titles} current={step} label={t`Steps`} />
      <StepHeading step={step}>{titles[step]}</StepHeading>
      {step === 0 ? (
        <RadioGroupField
          control={form.control}
          name="method"
          label={t`How you receive codes`}
          options={[
            { value: 'app', label: t`Authenticator app (Google Authenticator, 1Password, Authy…)` },
            { value: 'sms', label: t`Text message to your phone` },
          ]}
          required
        />
      ) : method === 'app' ? (
        <>
          <Text as="p" size="2">
            <Trans>In your authenticator app, add an account with this setup key (time-based):</Trans>
          </Text>
          <Code size="3" aria-label={t`Setup key`} style={{ overflowWrap: 'anywhere' }}>
            {grouped(authenticatorKey)}
          </Code>
          <Text as="p" size="2" color="gray">
            <Trans>
              On this phone? <Link href={otpauth}>Open it in your authenticator app</Link>.
            </Trans>
          </Text>
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <FieldShell label={t`Code the app shows`} error={fieldState.error?.message} required>
                {(aria) => (
                  <OneTimeCodeInput
                    {...aria}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              </FieldShell>
            )}
          />
        </>
      ) : (
        <InputField
          control={form.control}
          name="phone"
          type="tel"
          label={t`Phone number`}
          autoComplete="tel"
          hint={t`We text a code to this number each time you sign in.`}
          required
        />
      )}
      <StepActions
        step={step}
        last={step === 1}
        onBack={() => setStep(0)}
        onNext={() => setStep(1)}
        nextLabel={<Trans>Continue</Trans>}
        submitLabel={<Trans>Turn on</Trans>}
      />
    </Form>
  )
}
