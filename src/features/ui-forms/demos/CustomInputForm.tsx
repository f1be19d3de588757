import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, CheckboxCards, Flex, RadioCards, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useController } from 'react-hook-form'
import { z } from 'zod'
import { useFormat } from '@/components/format'
import { Form, formMessage, SubmitButton, translateFormMessage, useZodForm } from '@/components/form'

const schema = z.object({
  frequency: z.enum(['weekly', 'fortnightly', 'monthly'], formMessage(msg`Choose how often the beans arrive.`)),
  extras: z.array(z.string()),
})

/**
 * Cards in a react-hook-form + zod form (useController binds them), the error tied to the group,
 * and the choice shown once sent.
 */
export default function CustomInputForm() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const frequencyId = useId()
  const errorId = useId()
  const extrasId = useId()
  const [sent, setSent] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { frequency: undefined, extras: [] } })
  const frequency = useController({ control: form.control, name: 'frequency' })
  const extras = useController({ control: form.control, name: 'extras' })
  const error = translateFormMessage(i18n, frequency.fieldState.error?.message)
  const frequencies = [
    { value: 'weekly', label: t`Every week` },
    { value: 'fortnightly', label: t`Every two weeks` },
    { value: 'monthly', label: t`Every month` },
  ]
  const extraOptions = [
    { value: 'grinding', label: t`Ground for filter` },
    { value: 'sample', label: t`A sample of the new roast` },
  ]
  const labelOf = (value: string) =>
    [...frequencies, ...extraOptions].find((option) => option.value === value)?.label ?? value
  return (
    <Form
      form={form}
      aria-label={t`Coffee subscription`}
      onSubmit={(values) => setSent(format.list([labelOf(values.frequency), ...values.extras.map(labelOf)]))}
    >
      <Flex direction="column" gap="2">
        <Text id={frequencyId} size="2" weight="medium">
          <Trans>Delivery of your Aurora beans</Trans>
        </Text>
        <RadioCards.Root
          ref={(element) =>
            // Focus on error goes to the first card.
            frequency.field.ref(element && { focus: () => element.querySelector<HTMLElement>('button')?.focus() })
          }
          aria-labelledby={frequencyId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          value={frequency.field.value ?? ''}
          onValueChange={frequency.field.onChange}
          color={error ? 'red' : undefined}
          columns={{ initial: '1', sm: '3' }}
        >
          {frequencies.map((option) => (
            <RadioCards.Item key={option.value} value={option.value}>
              {option.label}
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
        {error && (
          <Text id={errorId} size="1" color="red">
            {error}
          </Text>
        )}
      </Flex>
      <Flex direction="column" gap="2">
        <Text id={extrasId} size="2" weight="medium">
          <Trans>Extras</Trans>
        </Text>
        <CheckboxCards.Root
          aria-labelledby={extrasId}
          value={extras.field.value}
          onValueChange={extras.field.onChange}
          columns={{ initial: '1', sm: '2' }}
        >
          {extraOptions.map((option) => (
            <CheckboxCards.Item key={option.value} value={option.value}>
              {option.label}
            </CheckboxCards.Item>
          ))}
        </CheckboxCards.Root>
      </Flex>
      <Flex>
        <SubmitButton>{t`Subscribe`}</SubmitButton>
      </Flex>
      {sent && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>You are subscribed: {sent}.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
