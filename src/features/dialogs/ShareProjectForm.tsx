import { useLingui as useLinguiRuntime } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, IconButton, Text, TextField, VisuallyHidden } from '@radix-ui/themes'
import { IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import { z } from 'zod'
import { Form, SelectField, translateFormMessage, useZodForm } from '@/components/form'
import { UserAvatar } from '@/components/avatar'
import { notify } from '@/components/toast'
import { MEMBER_ACCESS, type DialogSaved } from '@/domain/dialogs/schemas'
import { useSession } from '@/runtime/session/useSession'
import { useSaveDialog } from './api'
import { DialogActions } from './ExampleDialog'
import { clientSchemas, SERVER_MESSAGES } from './labels'

/**
 * Who works on the project and how: people are added by email (each once), given owner, editor or
 * viewer access, or removed; the project keeps exactly one owner. Saved as a whole.
 */
export function ShareProjectForm({ saved, onSaved }: { saved?: DialogSaved['share-project']; onSaved: () => void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { user } = useSession()
  const save = useSaveDialog('share-project')
  const form = useZodForm(clientSchemas()['share-project'], {
    defaultValues: saved ?? { members: [{ email: user?.email ?? '', access: 'owner' }] },
  })
  const members = useFieldArray({ control: form.control, name: 'members' })
  const [invite, setInvite] = useState('')
  const [inviteError, setInviteError] = useState<string | null>(null)
  const inviteId = useId()
  const access: Record<(typeof MEMBER_ACCESS)[number], string> = {
    owner: t`Owner`,
    edit: t`Can edit`,
    view: t`Can view`,
  }

  const add = () => {
    const email = invite.trim().toLowerCase()
    if (!z.email().safeParse(email).success) return setInviteError(t`Enter a valid email address.`)
    if (form.getValues('members').some((member) => member.email.toLowerCase() === email))
      return setInviteError(t`This person is already in the list.`)
    members.append({ email, access: 'view' })
    setInvite('')
    setInviteError(null)
  }
  const listError = form.formState.errors.members?.root?.message ?? form.formState.errors.members?.message

  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Share the project`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(
          t({
            message: plural(values.members.length, {
              one: 'The project is shared with # person.',
              other: 'The project is shared with # people.',
            }),
          }),
        )
        onSaved()
      }}
    >
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={inviteId} size="2" weight="medium">
          <Trans>Add people by email</Trans>
        </Text>
        <Flex gap="2">
          <TextField.Root
            id={inviteId}
            type="email"
            size="3"
            style={{ flex: 1 }}
            value={invite}
            aria-invalid={inviteError ? true : undefined}
            aria-describedby={inviteError ? `${inviteId}-error` : undefined}
            onChange={(event) => setInvite(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              add()
            }}
          />
          <Button type="button" size="3" variant="soft" onClick={add}>
            <Trans>Add</Trans>
          </Button>
        </Flex>
        {inviteError && (
          <Text id={`${inviteId}-error`} size="1" color="red" role="alert">
            {inviteError}
          </Text>
        )}
      </Flex>
      <Flex direction="column" gap="2" asChild>
        <ul aria-label={t`People on the project`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {members.fields.map((member, index) => (
            <li key={member.id}>
              <Flex gap="3" align="center">
                <UserAvatar name={member.email} size="2" />
                <Text size="2" style={{ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                <div style={{ minInlineSize: '9rem' }}>
                  <SelectField
                    control={form.control}
                    name={`members.${index}.access`}
                    label={<VisuallyHidden>{t`Access of ${member.email}`}</VisuallyHidden>}
                    options={MEMBER_ACCESS.map((value) => ({ value, label: access[value] }))}
                  />
                </div>
                <IconButton
                  type="button"
                  variant="ghost"
                  color="red"
                  aria-label={t`Remove ${member.email}`}
                  onClick={() => members.remove(index)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </IconButton>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
      {listError && (
        <Text size="2" color="red" role="alert">
          {translateFormMessage(i18n, listError)}
        </Text>
      )}
      <DialogActions submit={<Trans>Share</Trans>} />
    </Form>
  )
}
