import { useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex } from '@radix-ui/themes'
import { useRef } from 'react'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { contactEditSchema, type CatalogueContact } from '@/domain/catalogue/contacts'
import { useUpdateContact } from './api'
import { statusOptions } from './contactCells'

/**
 * Edits one contact in a dialog: react-hook-form with the zod schema the backend checks too. On
 * save the list queries refresh, so the row shows the backend's answer; a refusal (a 403 for a
 * role that may not change pages, a 422 per field) shows in the form and keeps what was typed.
 */
export function ContactEditDialog({ contact, onClose }: { contact: CatalogueContact | null; onClose: () => void }) {
  const { t } = useLingui()
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={contact !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        maxWidth="480px"
        // Back to what opened the dialog (the row's actions button) on closing: Radix's own return
        // left focus on the page's body here (Chromium), which loses a keyboard user's place.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return
          event.preventDefault()
          opener.current.focus()
        }}
      >
        <Dialog.Title>{t`Edit contact`}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {contact ? <bdi dir="ltr">@{contact.username}</bdi> : null}
        </Dialog.Description>
        {contact && <ContactForm key={contact.id} contact={contact} onDone={onClose} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function ContactForm({ contact, onDone }: { contact: CatalogueContact; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const update = useUpdateContact(contact.id)
  const form = useZodForm(contactEditSchema, {
    defaultValues: { name: contact.name, email: contact.email, city: contact.city, status: contact.status },
  })
  return (
    <Form
      form={form}
      aria-label={t`Contact details`}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(values)
        notify.success(t`${saved.name} saved`)
        onDone()
      }}
    >
      <InputField control={form.control} name="name" label={t`Name`} autoComplete="off" required />
      <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="off" required />
      <InputField control={form.control} name="city" label={t`City`} autoComplete="off" required />
      <SelectField control={form.control} name="status" label={t`Status`} options={statusOptions(i18n)} required />
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t`Cancel`}
          </Button>
        </Dialog.Close>
        <SubmitButton>{t`Save contact`}</SubmitButton>
      </Flex>
    </Form>
  )
}
