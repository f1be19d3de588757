import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge, Flex, Text } from '@radix-ui/themes'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import { useEffect, useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Form, InputField, RadioGroupField, SelectField, TextAreaField, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useCountryOptions } from '../layoutParts'
import { deliverySchema, SECTION_FIELDS } from '../layoutSchemas'

type Section = keyof typeof SECTION_FIELDS
type Order = z.output<typeof deliverySchema>

const sectionOf = (field: string) =>
  (Object.keys(SECTION_FIELDS) as Section[]).find((section) =>
    (SECTION_FIELDS[section] as readonly string[]).includes(field),
  )

/**
 * A checkout in three sections that open and close (Radix Accordion: Enter or Space on a heading,
 * arrows between headings). A closed section's fields keep their values; a failed order opens the
 * sections with errors and focuses the first one.
 */
export default function LayoutCollapsible() {
  const { t } = useLingui()
  const format = useFormat()
  const countries = useCountryOptions()
  const [open, setOpen] = useState<Section[]>(['address'])
  const [saved, setSaved] = useState<Order | null>(null)
  const form = useZodForm(deliverySchema, {
    defaultValues: {
      fullName: '',
      phone: '',
      street: '',
      city: '',
      postalCode: '',
      delivery: 'standard',
      instructions: '',
      payment: 'card',
      cardNumber: '',
    },
  })
  const payment = useWatch({ control: form.control, name: 'payment' })
  const { errors } = form.formState

  // After a failed order, open the sections with errors and focus the first one.
  useEffect(() => {
    let handled = 0
    return form.subscribe({
      formState: { submitCount: true, errors: true },
      callback: (state) => {
        const count = state.submitCount ?? 0
        if (count === handled) return
        handled = count
        const invalid = Object.keys(state.errors ?? {})
        const sections = invalid.map(sectionOf).filter((section) => section !== undefined)
        if (sections.length === 0) return
        setOpen((current) => [...new Set([...current, ...sections])])
        requestAnimationFrame(() => form.setFocus(invalid[0] as keyof Order))
      },
    })
  }, [form])

  const prices = { standard: 4.9, express: 9.9, pickup: 0 }
  const order = async (values: Order) => {
    await pretendToSave()
    setSaved(values)
    notify.success(t`Order placed: two bags of Ethiopia Guji are on their way.`)
  }
  const reset = () => {
    form.reset()
    setSaved(null)
    setOpen(['address'])
  }
  const section = (value: Section, title: string, children: ReactNode) => {
    const count = SECTION_FIELDS[value].filter((field) => field in errors).length
    return (
      <Accordion.Item value={value} className="forms-section">
        <Accordion.Header className="forms-section__header" asChild>
          <h3>
            <Accordion.Trigger className="forms-section__trigger">
              <Flex gap="2" align="center">
                {title}
                {count > 0 && <Badge color="red">{t`${plural(count, { one: '# error', other: '# errors' })}`}</Badge>}
              </Flex>
              <IconChevronDown size={16} aria-hidden className="forms-section__chevron" />
            </Accordion.Trigger>
          </h3>
        </Accordion.Header>
        <Accordion.Content className="forms-section__content">
          <Flex direction="column" gap="4">
            {children}
          </Flex>
        </Accordion.Content>
      </Accordion.Item>
    )
  }

  return (
    <Form form={form} onSubmit={order} aria-label={t`Order`}>
      <Accordion.Root
        type="multiple"
        value={open}
        onValueChange={(value) => setOpen(value as Section[])}
        className="forms-sections"
      >
        {section(
          'address',
          t`Delivery address`,
          <>
            <InputField control={form.control} name="fullName" label={t`Full name`} autoComplete="name" required />
            <InputField control={form.control} name="phone" label={t`Phone`} type="tel" autoComplete="tel" required />
            <InputField
              control={form.control}
              name="street"
              label={t`Street and number`}
              autoComplete="street-address"
              required
            />
            <InputField control={form.control} name="city" label={t`City`} autoComplete="address-level2" required />
            <InputField
              control={form.control}
              name="postalCode"
              label={t`Postal code`}
              autoComplete="postal-code"
              required
            />
            <SelectField
              control={form.control}
              name="country"
              label={t`Country`}
              options={countries}
              placeholder={t`Choose a country`}
              required
            />
          </>,
        )}
        {section(
          'delivery',
          t`Delivery options`,
          <>
            <RadioGroupField
              control={form.control}
              name="delivery"
              label={t`Delivery`}
              required
              options={[
                { value: 'standard', label: t`Standard, 3 to 5 days: ${format.money(prices.standard, 'EUR')}` },
                { value: 'express', label: t`Express, next working day: ${format.money(prices.express, 'EUR')}` },
                { value: 'pickup', label: t`Pick up at the roastery in Lyon: free` },
              ]}
            />
            <TextAreaField
              control={form.control}
              name="instructions"
              label={t`Instructions for the courier`}
              hint={t`Up to 200 characters.`}
            />
          </>,
        )}
        {section(
          'payment',
          t`Payment`,
          <>
            <RadioGroupField
              control={form.control}
              name="payment"
              label={t`Payment method`}
              required
              options={[
                { value: 'card', label: t`Card` },
                { value: 'cash', label: t`Cash on delivery` },
                { value: 'transfer', label: t`Bank transfer` },
              ]}
            />
            {payment === 'card' ? (
              <InputField
                control={form.control}
                name="cardNumber"
                label={t`Card number`}
                autoComplete="cc-number"
                inputMode="numeric"
                required
              />
            ) : (
              <Text size="2" color="gray">
                {payment === 'cash'
                  ? t`Pay the courier on delivery, by card or in cash.`
                  : t`We send the bank details with the order confirmation.`}
              </Text>
            )}
          </>,
        )}
      </Accordion.Root>
      <FormActions onReset={reset} saveLabel={t`Place order`} />
      {saved && <SavedCallout>{t`Order saved for ${saved.fullName}, ${saved.city}.`}</SavedCallout>}
    </Form>
  )
}
