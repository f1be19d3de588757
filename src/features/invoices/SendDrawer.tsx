import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { Drawer } from '@/components/drawer'
import { Form, InputField, SubmitButton, TextAreaField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { Invoice } from '@/domain/invoices'
import { useSession } from '@/runtime/session/useSession'
import { useSendInvoice } from './api'
import { useMoney } from './Money'

const schema = z.object({
  from: z.email(),
  to: z.email(),
  subject: z.string().trim().min(1).max(200),
  message: z.string().max(5000),
})

/** Sends the invoice by e-mail (the mock backend records it as sent). */
export function SendDrawer({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t`Send invoice`}
      description={t`The client receives it by e-mail.`}
    >
      {open && <SendForm invoice={invoice} onDone={() => onOpenChange(false)} />}
    </Drawer>
  )
}

function SendForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t } = useLingui()
  const money = useMoney()
  const session = useSession()
  const send = useSendInvoice(invoice.id)
  const form = useZodForm(schema, {
    defaultValues: {
      from: session.user?.email ?? '',
      to: invoice.client.email,
      subject: t`Invoice #${invoice.number} from Conversa Studio`,
      message: t`Dear ${invoice.client.name}, please find attached invoice #${invoice.number} for ${money(invoice.total)}. Thank you for your business.`,
    },
  })
  return (
    <Form
      form={form}
      aria-label={t`Send invoice`}
      onSubmit={async (values, { idempotencyKey }) => {
        await send.mutateAsync({ input: values, idempotencyKey })
        notify.success(t`Invoice #${invoice.number} sent to ${values.to}`)
        onDone()
      }}
    >
      <InputField control={form.control} name="from" label={t`From`} type="email" required />
      <InputField control={form.control} name="to" label={t`To`} type="email" required />
      <InputField control={form.control} name="subject" label={t`Subject`} required />
      <TextAreaField control={form.control} name="message" label={t`Message`} />
      <SubmitButton>{t`Send`}</SubmitButton>
    </Form>
  )
}
