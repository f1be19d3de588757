import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Dialog, Flex, Table, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { CheckboxField, Form, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import {
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  matrixOf,
  rulesOfMatrix,
  type MatrixAction,
  type MatrixSubject,
  type RoleSummary,
} from '@/domain/roles'
import { useUpdateRole } from './api'
import { ACTION_LABELS, REFUSALS, ROLE_NAMES, SUBJECT_LABELS } from '@/components/roles'

const cells = z.object(Object.fromEntries(MATRIX_ACTIONS.map((action) => [action, z.boolean()])))
const schema = z.object({
  fullAccess: z.boolean(),
  grants: z.object(Object.fromEntries(MATRIX_SUBJECTS.map((subject) => [subject, cells]))),
})
type Values = z.input<typeof schema>
type Grants = Record<MatrixSubject, Record<MatrixAction, boolean>>

function valuesOf(role: RoleSummary): Values {
  const { matrix } = matrixOf(role.rules)
  const grants = Object.fromEntries(
    MATRIX_SUBJECTS.map((subject) => [
      subject,
      Object.fromEntries(MATRIX_ACTIONS.map((action) => [action, matrix.grants[subject].includes(action)])),
    ]),
  )
  return { fullAccess: matrix.fullAccess, grants }
}

/**
 * Edits a role's rules as a permission matrix: a row per subject, a column per action, or full
 * access. Rules the matrix cannot show are kept as they are. Opened from its trigger, so focus
 * goes back to the button on close.
 */
export function RoleEditorDialog({ role }: { role: RoleSummary }) {
  const [open, setOpen] = useState(false)
  const name = ROLE_NAMES[role.id]
  const { t } = useLingui()
  const roleName = name ? t(name) : role.id
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft" aria-label={t`Edit role: ${roleName}`}>
          <Trans>Edit role</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>
          <Trans>Edit the {roleName} role</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <Trans>People holding this role get the change the next time their session loads.</Trans>
        </Dialog.Description>
        {open && <RoleEditorForm role={role} roleName={roleName} onSaved={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function RoleEditorForm({ role, roleName, onSaved }: { role: RoleSummary; roleName: string; onSaved: () => void }) {
  const { t } = useLingui()
  const form = useZodForm(schema, { defaultValues: valuesOf(role) })
  const fullAccess = useWatch({ control: form.control, name: 'fullAccess' })
  const update = useUpdateRole(role.id)
  const { kept } = matrixOf(role.rules)

  const save = async (values: Values) => {
    const grants = values.grants as Grants
    const matrix = {
      fullAccess: values.fullAccess,
      grants: Object.fromEntries(
        MATRIX_SUBJECTS.map((subject) => [subject, MATRIX_ACTIONS.filter((action) => grants[subject][action])]),
      ) as Record<MatrixSubject, MatrixAction[]>,
    }
    await update.mutateAsync({ rules: rulesOfMatrix(matrix, kept) })
    notify.success(t`The ${roleName} role is saved.`)
    onSaved()
  }

  return (
    <Form form={form} onSubmit={save} serverRefusals={REFUSALS} aria-label={t`Permissions of the ${roleName} role`}>
      <CheckboxField
        control={form.control}
        name="fullAccess"
        label={t`Full access: every screen and every action, roles included`}
      />
      <Table.Root size="1" variant="surface" className="roles-matrix">
        <caption className="roles-matrix__caption">
          <Trans>What the {roleName} role may do</Trans>
        </caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Area</Trans>
            </Table.ColumnHeaderCell>
            {MATRIX_ACTIONS.map((action) => (
              <Table.ColumnHeaderCell key={action} justify="center">
                {t(ACTION_LABELS[action])}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {MATRIX_SUBJECTS.map((subject) => {
            const label = t(SUBJECT_LABELS[subject].name)
            return (
              <Table.Row key={subject}>
                <Table.RowHeaderCell>
                  <Text as="div" weight="medium">
                    {label}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {t(SUBJECT_LABELS[subject].covers)}
                  </Text>
                </Table.RowHeaderCell>
                {MATRIX_ACTIONS.map((action) => (
                  <Table.Cell key={action} justify="center">
                    <Controller
                      control={form.control}
                      name={`grants.${subject}.${action}`}
                      render={({ field }) => (
                        <Checkbox
                          ref={field.ref}
                          name={field.name}
                          aria-label={`${label}: ${t(ACTION_LABELS[action])}`}
                          checked={fullAccess || field.value === true}
                          disabled={fullAccess}
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
      {kept.length > 0 && (
        <Text as="p" size="2" color="gray">
          <Plural
            value={kept.length}
            one="# rule with conditions or exceptions is kept as it is."
            other="# rules with conditions or exceptions are kept as they are."
          />
        </Text>
      )}
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
