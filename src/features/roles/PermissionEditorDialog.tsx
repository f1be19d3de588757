import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Dialog, Flex, Table, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { MATRIX_ACTIONS, matrixOf, type MatrixAction, type MatrixSubject, type RoleSummary } from '@/domain/roles'
import { useUpdatePermission } from './api'
import { ACTION_LABELS, REFUSALS, ROLE_NAMES } from '@/components/roles'

const cells = z.object(Object.fromEntries(MATRIX_ACTIONS.map((action) => [action, z.boolean()])))
const schema = z.object({ grants: z.record(z.string(), cells) })
type Values = z.input<typeof schema>

/** Roles this person may change here: not their own, and not one with full access. */
const editable = (role: RoleSummary) => !role.yours && !matrixOf(role.rules).matrix.fullAccess

/**
 * Edits one area for every role at once: a row per role, a column per action. Roles that cannot
 * change here say why. Opened from its trigger, so focus goes back to the button on close.
 */
export function PermissionEditorDialog({
  subject,
  area,
  roles,
}: {
  subject: MatrixSubject
  area: string
  roles: RoleSummary[]
}) {
  const [open, setOpen] = useState(false)
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft" size="1" aria-label={t`Edit who may work with ${area}`}>
          <Trans>Edit</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px">
        <Dialog.Title>
          <Trans>Who may work with {area}</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <Trans>People holding a role get the change the next time their session loads.</Trans>
        </Dialog.Description>
        {open && <PermissionForm subject={subject} area={area} roles={roles} onSaved={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function PermissionForm({
  subject,
  area,
  roles,
  onSaved,
}: {
  subject: MatrixSubject
  area: string
  roles: RoleSummary[]
  onSaved: () => void
}) {
  const { t } = useLingui()
  const update = useUpdatePermission(subject)
  const form = useZodForm(schema, {
    defaultValues: {
      grants: Object.fromEntries(
        roles.map((role) => {
          const granted = matrixOf(role.rules).matrix.grants[subject]
          return [role.id, Object.fromEntries(MATRIX_ACTIONS.map((action) => [action, granted.includes(action)]))]
        }),
      ),
    },
  })
  const roleName = (id: string) => (ROLE_NAMES[id] ? t(ROLE_NAMES[id]!) : id)

  const save = async (values: Values) => {
    const grants = Object.fromEntries(
      roles
        .filter(editable)
        .map((role) => [
          role.id,
          MATRIX_ACTIONS.filter((action) => values.grants[role.id]?.[action] === true) as MatrixAction[],
        ]),
    )
    await update.mutateAsync({ grants })
    notify.success(t`Who may work with ${area} is saved.`)
    onSaved()
  }

  return (
    <Form form={form} onSubmit={save} serverRefusals={REFUSALS} aria-label={t`Who may work with ${area}`}>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Role</Trans>
            </Table.ColumnHeaderCell>
            {MATRIX_ACTIONS.map((action) => (
              <Table.ColumnHeaderCell key={action} justify="center">
                {t(ACTION_LABELS[action])}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {roles.map((role) => {
            const name = roleName(role.id)
            const full = matrixOf(role.rules).matrix.fullAccess
            return (
              <Table.Row key={role.id}>
                <Table.RowHeaderCell>
                  <Text as="div" weight="medium">
                    {name}
                  </Text>
                  {(full || role.yours) && (
                    <Text as="div" size="1" color="gray">
                      {full ? (
                        <Trans>Full access: every area.</Trans>
                      ) : (
                        <Trans>Your role: another admin changes it.</Trans>
                      )}
                    </Text>
                  )}
                </Table.RowHeaderCell>
                {MATRIX_ACTIONS.map((action) => (
                  <Table.Cell key={action} justify="center">
                    <Controller
                      control={form.control}
                      name={`grants.${role.id}.${action}`}
                      render={({ field }) => (
                        <Checkbox
                          ref={field.ref}
                          name={field.name}
                          aria-label={`${name}: ${t(ACTION_LABELS[action])}`}
                          checked={full || field.value === true}
                          disabled={!editable(role)}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <SubmitButton>
          <Trans>Save</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}
