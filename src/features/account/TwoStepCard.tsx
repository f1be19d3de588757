import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { CodeField } from '@/components/form/CodeField'
import { authErrorCode, isRetryableAuthError } from '@/lib/authErrors'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { twoStepQuery, useFinishTwoStep, useRemoveTwoStep, useStartTwoStep } from './api'

/** International format, as the identity service wants it: a plus, then 8 to 15 digits. */
const PHONE = /^\+[1-9]\d{7,14}$/
const CODE = /^\d{6}$/
const PHONE_FORMAT = msg`Enter the phone number with its country code, for example +33 6 12 34 56 78.`

/**
 * Two-step verification: phones that receive a sign-in code after the password. Adding one texts
 * it a code first (the identity service needs a verified email for it); the sign-in then goes
 * through /pages/authentication/two-steps-v1 (docs/product.md, "Two-step verification").
 */
export function TwoStepCard() {
  const { t } = useLingui()
  const identity = useIdentityService()
  const status = useQuery(twoStepQuery(identity))
  const start = useStartTwoStep()
  const finish = useFinishTwoStep()
  const remove = useRemoveTwoStep()
  const recaptcha = useRef<HTMLDivElement>(null)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [texted, setTexted] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ phone?: MessageDescriptor; code?: MessageDescriptor }>({})

  const normalized = phone.replace(/[\s().-]/g, '')
  const textCode = () => {
    const error = PHONE.test(normalized) ? undefined : PHONE_FORMAT
    setErrors({ phone: error })
    if (error || !recaptcha.current) return
    finish.reset()
    start.mutate({ phone: normalized, container: recaptcha.current }, { onSuccess: () => setTexted(normalized) })
  }
  const turnOn = () => {
    const error = CODE.test(code) ? undefined : msg`Enter the 6 digits of the code.`
    setErrors({ code: error })
    if (error || !texted) return
    finish.mutate(
      { code, phone: texted },
      {
        onSuccess: () => {
          setTexted(null)
          setPhone('')
          setCode('')
        },
        // A refused code is cleared, ready for the next try.
        onError: () => setCode(''),
      },
    )
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (texted) turnOn()
    else textCode()
  }
  const failure = [start, finish, remove].find((mutation) => mutation.isError)?.error
  const failureCode = failure ? authErrorCode(failure) : null
  const factors = status.data?.factors ?? []

  return (
    <Card size="3">
      <form noValidate onSubmit={onSubmit} aria-labelledby="two-step-heading">
        <Flex direction="column" gap="3">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="4" id="two-step-heading">
              <Trans>Two-step verification</Trans>
            </Heading>
            {status.isSuccess &&
              (factors.length > 0 ? (
                <Badge color="green">
                  <Trans>On</Trans>
                </Badge>
              ) : (
                <Badge color="gray">
                  <Trans>Off</Trans>
                </Badge>
              ))}
          </Flex>
          <Text as="p" size="2" color="gray">
            <Trans>
              After your password, a code texted to your phone: someone who learns your password still cannot sign in.
            </Trans>
          </Text>
          {status.isPending && (
            <Flex role="status" aria-busy="true" aria-label={t`Loading`}>
              <Spinner />
            </Flex>
          )}
          {status.isError && (
            <FormAlert message={flowErrorMessage(authErrorCode(status.error))} onRetry={() => void status.refetch()} />
          )}
          {finish.isSuccess && <FormAlert tone="success" message={msg`Two-step verification is on.`} />}
          {failureCode && (
            <FormAlert
              message={flowErrorMessage(failureCode)}
              onRetry={isRetryableAuthError(failureCode) ? (texted ? turnOn : textCode) : undefined}
            />
          )}
          {factors.length > 0 && (
            <Flex direction="column" gap="2" asChild>
              <ul aria-label={t`Phones that receive codes`}>
                {factors.map(({ id, phone: number }) => (
                  <Flex asChild key={id} align="center" justify="between" gap="3">
                    <li>
                      <Text size="2" dir="ltr">
                        {number}
                      </Text>
                      <ConfirmDialog
                        trigger={
                          <Button type="button" size="1" variant="soft" color="red" loading={remove.isPending}>
                            <Trans>Remove</Trans>
                          </Button>
                        }
                        title={<Trans>Remove this phone?</Trans>}
                        description={<Trans>{number} will no longer receive sign-in codes.</Trans>}
                        cancelLabel={<Trans>Keep it</Trans>}
                        confirmLabel={<Trans>Remove</Trans>}
                        onConfirm={() => remove.mutate(id)}
                      />
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          )}
          {status.isSuccess && !status.data.emailVerified ? (
            <Text as="p" size="2">
              <Trans>
                Adding a phone needs a verified email address.{' '}
                <RadixLink asChild underline="always">
                  <Link href={pathOf('auth-verify-email-v1')}>Verify your email</Link>
                </RadixLink>
                , then come back.
              </Trans>
            </Text>
          ) : status.isSuccess ? (
            <>
              {/* The invisible reCAPTCHA that guards each text message draws itself here. */}
              <div ref={recaptcha} />
              <FormField
                label={t`Phone number`}
                name="phone"
                type="tel"
                autoComplete="tel"
                hint={t`With its country code, for example +33 6 12 34 56 78.`}
                value={phone}
                onChange={(value) => {
                  setPhone(value)
                  setTexted(null)
                }}
                error={errors.phone}
              />
              {texted && (
                <CodeField
                  label={t`Code from the text message`}
                  name="code"
                  value={code}
                  onChange={setCode}
                  error={errors.code}
                />
              )}
              <Flex justify="end" gap="3">
                {texted && (
                  <Button type="button" variant="ghost" onClick={textCode} disabled={start.isPending}>
                    <Trans>Send a new code</Trans>
                  </Button>
                )}
                <Button type="submit" loading={start.isPending || finish.isPending}>
                  {texted ? <Trans>Turn on</Trans> : <Trans>Text me a code</Trans>}
                </Button>
              </Flex>
            </>
          ) : null}
        </Flex>
      </form>
    </Card>
  )
}
