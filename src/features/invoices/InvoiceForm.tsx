import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Card, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useFieldArray, useWatch, type Control } from 'react-hook-form'
import { DateField } from '@/components/date'
import {
  Form,
  InputField,
  MoneyField,
  NumberField,
  SelectField,
  SubmitButton,
  TextAreaField,
  useZodForm,
} from '@/components/form'
import { INVOICE_CURRENCY, PAYMENT_TERMS, type Invoice, type InvoiceInput } from '@/domain/invoices'
import { invoiceClientsQuery } from './api'
import {
  emptyLine,
  invoiceFormSchema,
  liveTotals,
  toInput,
  type InvoiceFormInput,
  type InvoiceFormValues,
} from './invoiceForm'
import { SERVER_MESSAGES, TERMS_LABELS } from './labels'
import { Money } from './Money'
import './invoices.css'

type FormControl = Control<InvoiceFormInput, unknown, InvoiceFormValues>

interface InvoiceFormProps {
  initial: InvoiceFormInput
  /** The number names an existing invoice: it cannot change. */
  numberLocked?: boolean
  submitLabel: string
  /** `idempotencyKey` is the submission's: a create sends it, the same on every try. */
  onSubmit: (input: InvoiceInput, submission: { idempotencyKey: string }) => Promise<Invoice>
  onSaved: (invoice: Invoice) => void
}

/**
 * The add / edit form (docs/product.md, "Invoices"). Totals show as the lines are typed, from the
 * same domain functions the backend stores them with; a refusal keeps everything typed.
 */
export function InvoiceForm({ initial, numberLocked, submitLabel, onSubmit, onSaved }: InvoiceFormProps) {
  const { t, i18n } = useLingui()
  const form = useZodForm(invoiceFormSchema, { defaultValues: initial })
  const lines = useFieldArray({ control: form.control, name: 'items' })
  const clients = useQuery(invoiceClientsQuery())
  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client.email,
    label: `${client.name} (${client.company})`,
  }))
  // The invoice's own client stays choosable while the list loads.
  if (!clientOptions.some((option) => option.value === initial.clientEmail) && initial.clientEmail)
    clientOptions.unshift({ value: initial.clientEmail, label: initial.clientEmail })

  return (
    <Form
      form={form}
      onSubmit={async (values, submission) => onSaved(await onSubmit(toInput(values), submission))}
      serverMessages={SERVER_MESSAGES}
      aria-label={submitLabel}
    >
      <Card size="3">
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '1', sm: '3' }} gap="4">
            <InputField
              control={form.control}
              name="number"
              label={t`Invoice number`}
              disabled={numberLocked}
              required
            />
            <DateField control={form.control} name="issuedDate" label={t`Issue date`} required />
            <DateField control={form.control} name="dueDate" label={t`Due date`} required />
          </Grid>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <SelectField
              control={form.control}
              name="clientEmail"
              label={t`Client`}
              options={clientOptions}
              placeholder={t`Choose a client`}
              required
            />
            <SelectField
              control={form.control}
              name="paymentTerms"
              label={t`Payment terms`}
              options={PAYMENT_TERMS.map((value) => ({ value, label: i18n._(TERMS_LABELS[value]) }))}
              required
            />
          </Grid>
          <Separator size="4" />
          <Heading as="h2" size="4">
            <Trans>Items</Trans>
          </Heading>
          {lines.fields.map((field, index) => (
            <fieldset key={field.id} className="invoice-line">
              <legend className="invoice-line__legend">
                <Trans>Line {index + 1}</Trans>
              </legend>
              <Grid columns={{ initial: '1', sm: '2', md: '6' }} gap="3" className="invoice-line__grid">
                <Box gridColumn={{ md: 'span 2' }}>
                  <InputField control={form.control} name={`items.${index}.item`} label={t`Item`} required />
                </Box>
                <MoneyField
                  control={form.control}
                  name={`items.${index}.cost`}
                  label={t`Cost`}
                  currency={INVOICE_CURRENCY}
                  required
                />
                <NumberField
                  control={form.control}
                  name={`items.${index}.quantity`}
                  label={t`Quantity or hours`}
                  maximumFractionDigits={0}
                  required
                />
                <NumberField control={form.control} name={`items.${index}.discount`} label={t`Discount`} suffix="%" />
                <NumberField control={form.control} name={`items.${index}.tax`} label={t`Tax`} suffix="%" />
                <Box gridColumn={{ md: 'span 5' }}>
                  <InputField control={form.control} name={`items.${index}.description`} label={t`Description`} />
                </Box>
                <Flex align="end" justify="between" gap="2">
                  <LineTotal control={form.control} index={index} />
                  <Button
                    type="button"
                    variant="soft"
                    color="red"
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(index)}
                    aria-label={t`Remove line ${index + 1}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </Button>
                </Flex>
              </Grid>
            </fieldset>
          ))}
          <Box>
            <Button type="button" variant="soft" onClick={() => lines.append(emptyLine())}>
              <IconPlus size={16} aria-hidden />
              <Trans>Add item</Trans>
            </Button>
          </Box>
          <Separator size="4" />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Flex direction="column" gap="3">
              <InputField control={form.control} name="salesperson" label={t`Salesperson`} />
              <TextAreaField control={form.control} name="note" label={t`Note`} />
            </Flex>
            <Totals control={form.control} />
          </Grid>
          <Flex justify="end">
            <SubmitButton>{submitLabel}</SubmitButton>
          </Flex>
        </Flex>
      </Card>
    </Form>
  )
}

function LineTotal({ control, index }: { control: FormControl; index: number }) {
  const line = useWatch({ control, name: `items.${index}` })
  return (
    <Text size="2" weight="medium" aria-live="polite">
      <Money cents={liveTotals([line]).total} />
    </Text>
  )
}

function Totals({ control }: { control: FormControl }) {
  const { t } = useLingui()
  const items = useWatch({ control, name: 'items' })
  const totals = liveTotals(items ?? [])
  const row = (label: ReactNode, cents: number, strong = false) => (
    <Flex justify="between" gap="4">
      <Text weight={strong ? 'bold' : 'regular'}>{label}</Text>
      <Text weight={strong ? 'bold' : 'regular'}>
        <Money cents={cents} />
      </Text>
    </Flex>
  )
  return (
    <Flex direction="column" gap="2" className="invoice-totals" role="group" aria-label={t`Totals`} aria-live="polite">
      {row(<Trans>Subtotal</Trans>, totals.subtotal)}
      {row(<Trans>Discount</Trans>, -totals.discount)}
      {row(<Trans>Tax</Trans>, totals.tax)}
      <Separator size="4" />
      {row(<Trans>Total</Trans>, totals.total, true)}
    </Flex>
  )
}
