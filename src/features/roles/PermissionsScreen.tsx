import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { permissionRows, type PermissionAssignment, type RoleSummary } from '@/domain/roles'
import { useAbility } from '@/runtime/session/useAbility'
import { rolesQuery } from './api'
import { ACTION_LABELS, ROLE_NAMES, SUBJECT_LABELS } from '@/components/roles'
import { PermissionEditorDialog } from './PermissionEditorDialog'
import './roles.css'

/**
 * `/apps/permissions` (docs/product.md, "Roles and permissions"): the roles' rules read area by
 * area, which roles may do what in each, and an editor per area. Same stored rules as `/apps/roles`.
 */
export default function PermissionsScreen() {
  const roles = useQuery(rolesQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Permissions</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Each area of Conversa and the roles that may work in it. Areas come with the app’s screens; what each role
            may do in them is yours to decide.
          </Trans>
        </Text>
      </Flex>
      <QueryContent query={roles} loading={<Trans>Loading the permissions…</Trans>}>
        {(list) => <PermissionsTable roles={list} />}
      </QueryContent>
    </Flex>
  )
}

function PermissionsTable({ roles }: { roles: RoleSummary[] }) {
  const { t } = useLingui()
  const format = useFormat()
  const mayEdit = useAbility().can('update', 'Role')
  const roleName = (id: string) => (ROLE_NAMES[id] ? t(ROLE_NAMES[id]!) : id)
  const assignment = ({ role, actions }: PermissionAssignment) =>
    actions === 'full'
      ? t`${roleName(role)}: full access`
      : `${roleName(role)}: ${format.list(actions.map((action) => t(ACTION_LABELS[action])))}`
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Trans>Area</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <Trans>Assigned to</Trans>
          </Table.ColumnHeaderCell>
          {mayEdit && (
            <Table.ColumnHeaderCell>
              <Trans>Actions</Trans>
            </Table.ColumnHeaderCell>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {permissionRows(roles).map((row) => {
          const area = t(SUBJECT_LABELS[row.subject].name)
          return (
            <Table.Row key={row.subject}>
              <Table.RowHeaderCell>
                <Text as="div" weight="medium">
                  {area}
                </Text>
                <Text as="div" size="1" color="gray">
                  {t(SUBJECT_LABELS[row.subject].covers)}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Flex gap="2" wrap="wrap">
                  {row.assignedTo.length === 0 ? (
                    <Text color="gray" size="2">
                      <Trans>No role</Trans>
                    </Text>
                  ) : (
                    row.assignedTo.map((each) => (
                      <Badge
                        key={each.role}
                        variant="soft"
                        color={each.actions === 'full' ? 'blue' : 'gray'}
                        highContrast
                      >
                        {assignment(each)}
                      </Badge>
                    ))
                  )}
                </Flex>
              </Table.Cell>
              {mayEdit && (
                <Table.Cell>
                  <PermissionEditorDialog subject={row.subject} area={area} roles={roles} />
                </Table.Cell>
              )}
            </Table.Row>
          )
        })}
      </Table.Body>
    </Table.Root>
  )
}
