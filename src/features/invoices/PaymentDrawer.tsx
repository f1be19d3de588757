import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { DateField } from '@/components/date'
import { Drawer } from '@/components/drawer'
import {
  Form,
  MoneyField,
  RadioGroupField,
  SubmitButton,
  TextAreaField,
  formMessage,
  useZodForm,
} from '@/components/form'
import { notify } from '@/components/toast'
import { INVOICE_CURRENCY, PAYMENT_METHODS, hasAtMostCents, toMinorUnits, type Invoice } from '@/domain/invoices'
import { useAddPayment } from './api'
import { METHOD_LABELS, SERVER_MESSAGES } from './labels'
import { useMoney } from './Money'

const schema = z.object({
  amount: z
    .number()
    .positive()
    .refine(hasAtMostCents, { error: formMessage(msg`Enter an amount in whole cents.`) }),
  date: z.iso.date(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(500),
})

function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Records a payment: the backend lowers the balance and the status follows. */
export function PaymentDrawer({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add payment`}
      description={t`Balance due: ${money(invoice.balance)}`}
    >
      {open && (
        <PaymentForm
          invoice={invoice}
          onDone={() => onOpenChange(false)}
          methods={PAYMENT_METHODS.map((value) => ({ value, label: i18n._(METHOD_LABELS[value]) }))}
        />
      )}
    </Drawer>
  )
}

function PaymentForm({
  invoice,
  onDone,
  methods,
}: {
  invoice: Invoice
  onDone: () => void
  methods: { value: string; label: string }[]
}) {
  const { t } = useLingui()
  const money = useMoney()
  const add = useAddPayment(invoice.id)
  const form = useZodForm(schema, {
    defaultValues: { amount: invoice.balance / 100, date: today(), method: 'bank-transfer', note: '' },
  })
  return (
    <Form
      form={form}
      aria-label={t`Add payment`}
      serverMessages={SERVER_MESSAGES}
      onSubmit={async (values, { idempotencyKey }) => {
        const saved = await add.mutateAsync({
          input: { ...values, amount: toMinorUnits(values.amount) },
          idempotencyKey,
        })
        notify.success(t`Payment recorded. Balance due: ${money(saved.balance)}`)
        onDone()
      }}
    >
      <MoneyField control={form.control} name="amount" label={t`Payment amount`} currency={INVOICE_CURRENCY} required />
      <DateField control={form.control} name="date" label={t`Payment date`} required />
      <RadioGroupField control={form.control} name="method" label={t`Payment method`} options={methods} required />
      <TextAreaField control={form.control} name="note" label={t`Internal note`} />
      <SubmitButton>{t`Record payment`}</SubmitButton>
    </Form>
  )
}
