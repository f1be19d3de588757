import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Button } from '@radix-ui/themes'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { Drawer } from '@/components/drawer'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { ROLE_NAMES } from '@/components/roles'
import { notify } from '@/components/toast'
import { USER_ROLES } from '@/domain/users/model'
import { hrefOf } from '@/routes/match'
import { useAddUser } from './api'
import { UserDetailFields } from './UserFields'
import { clientUserSchemas, USER_SERVER_MESSAGES } from './labels'

/** Adds a person to the directory from the list's toolbar; they start as pending. */
export function AddUserDrawer() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <IconPlus size={16} aria-hidden />
          <Trans>Add user</Trans>
        </Button>
      }
      title={t`Add user`}
      description={t`A person of the directory, without a sign-in. They start as pending.`}
      width="32rem"
    >
      {open && <AddUserForm onDone={() => setOpen(false)} />}
    </Drawer>
  )
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [, navigate] = useLocation()
  const add = useAddUser()
  const form = useZodForm(clientUserSchemas().create, {
    defaultValues: {
      fullName: '',
      username: '',
      email: '',
      company: '',
      country: 'FR',
      contact: '',
      role: 'client',
      plan: 'starter',
    },
  })
  return (
    <Form
      form={form}
      serverMessages={USER_SERVER_MESSAGES}
      aria-label={t`Add user`}
      onSubmit={async (values, { idempotencyKey }) => {
        const user = await add.mutateAsync({ input: values, idempotencyKey })
        notify.success(t`${user.fullName} is added.`)
        onDone()
        navigate(hrefOf('user-view', { id: user.id }))
      }}
    >
      <InputField control={form.control} name="username" label={t`Username`} autoComplete="off" required />
      <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="off" required />
      <SelectField
        control={form.control}
        name="role"
        label={t`Role`}
        options={USER_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]!) }))}
        required
      />
      <UserDetailFields control={form.control} />
      <SubmitButton>
        <Trans>Add user</Trans>
      </SubmitButton>
    </Form>
  )
}
