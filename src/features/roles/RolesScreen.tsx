import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { MATRIX_SUBJECTS, matrixOf, type RoleSummary } from '@/domain/roles'
import { useAbility } from '@/runtime/session/useAbility'
import { rolesQuery } from './api'
import { ROLE_DESCRIPTIONS, ROLE_NAMES, SUBJECT_LABELS } from '@/components/roles'
import { RoleEditorDialog } from './RoleEditorDialog'
import './roles.css'

/**
 * `/apps/roles` (docs/product.md, "Roles and permissions"): a card per role with its holders and
 * what it grants; admins edit a role's rules in a permission matrix. The backend enforces every
 * rule; this screen only shows and edits them.
 */
export default function RolesScreen() {
  const roles = useQuery(rolesQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Roles</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            A role is what its holders may do in Conversa: which screens they open and what they may change there. The
            backend checks every request against these rules.
          </Trans>
        </Text>
      </Flex>
      <QueryContent query={roles} loading={<Trans>Loading the roles…</Trans>}>
        {(list) => (
          <div className="roles-grid">
            {list.map((role) => (
              <RoleCard key={role.id} role={role} />
            ))}
          </div>
        )}
      </QueryContent>
    </Flex>
  )
}

function RoleCard({ role }: { role: RoleSummary }) {
  const { t } = useLingui()
  const format = useFormat()
  const mayEdit = useAbility().can('update', 'Role')
  const name = ROLE_NAMES[role.id] ? t(ROLE_NAMES[role.id]!) : role.id
  const description = ROLE_DESCRIPTIONS[role.id]
  const { matrix } = matrixOf(role.rules)
  const areas = MATRIX_SUBJECTS.filter((subject) => matrix.grants[subject].length > 0).map((subject) =>
    t(SUBJECT_LABELS[subject].name),
  )
  const updatedAt = format.date(role.updatedAt, { dateStyle: 'medium' })
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`role-${role.id}`}>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="center" gap="2">
            <Heading as="h2" size="4" id={`role-${role.id}`}>
              {name}
            </Heading>
            {role.yours && (
              <Badge color="blue" variant="soft" highContrast>
                <Trans>Your role</Trans>
              </Badge>
            )}
          </Flex>
          {description && (
            <Text as="p" size="2" color="gray">
              {t(description)}
            </Text>
          )}
          <Text as="p" size="2">
            <Plural value={role.users} one="# person holds it" other="# people hold it" />
          </Text>
          <Text as="p" size="2">
            {matrix.fullAccess ? (
              <Trans>Full access: every screen and every action.</Trans>
            ) : areas.length > 0 ? (
              <Trans>Works with: {format.list(areas)}</Trans>
            ) : (
              <Trans>No access to anything yet.</Trans>
            )}
          </Text>
          <Text as="p" size="1" color="gray">
            <Trans>Changed on {updatedAt}</Trans>
          </Text>
          <Flex mt="auto" gap="3" align="center" wrap="wrap">
            {mayEdit && !role.yours && <RoleEditorDialog role={role} />}
            {mayEdit && role.yours && (
              <Text size="2" color="gray">
                <Trans>You hold this role, so another admin must change it.</Trans>
              </Text>
            )}
          </Flex>
        </Flex>
      </section>
    </Card>
  )
}
