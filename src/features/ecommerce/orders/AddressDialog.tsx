import { useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex } from '@radix-ui/themes'
import { IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { ShopAddress } from '@/domain/shop/model'
import { addressSchema, type AddressKind } from '@/domain/shop/orders'
import { useSaveAddress } from './api'
import { AddressFields } from './AddressFields'

/** Edits an order's shipping or billing address; the backend's answer shows at once. */
export function AddressDialog({ number, kind, address }: { number: number; kind: AddressKind; address: ShopAddress }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const title = kind === 'shipping' ? t`Edit shipping address` : t`Edit billing address`
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="ghost" size="1" aria-label={title}>
          <IconPencil size={16} aria-hidden />
          {t`Edit`}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t`Order #${number}`}
        </Dialog.Description>
        {open && <AddressForm number={number} kind={kind} address={address} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function AddressForm({
  number,
  kind,
  address,
  onDone,
}: {
  number: number
  kind: AddressKind
  address: ShopAddress
  onDone: () => void
}) {
  const { t } = useLingui()
  const save = useSaveAddress(number, kind)
  const form = useZodForm(addressSchema, { defaultValues: { ...address, line2: address.line2 ?? '' } })
  return (
    <Form
      form={form}
      aria-label={kind === 'shipping' ? t`Shipping address` : t`Billing address`}
      onSubmit={async (values) => {
        await save.mutateAsync(values)
        notify.success(kind === 'shipping' ? t`Shipping address saved` : t`Billing address saved`)
        onDone()
      }}
    >
      <AddressFields control={form.control} />
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t`Cancel`}
          </Button>
        </Dialog.Close>
        <SubmitButton>{t`Save address`}</SubmitButton>
      </Flex>
    </Form>
  )
}
