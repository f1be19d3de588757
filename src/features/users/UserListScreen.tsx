import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Badge, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { IconEye, IconUserCheck, IconUserPause, IconUsers, IconUserStar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { UserAvatar } from '@/components/avatar'
import { DataTable, useConfirmDelete, useListQuery, type DataColumn } from '@/components/data-table'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { ROLE_NAMES } from '@/components/roles'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { notify } from '@/components/toast'
import { PLAN_IDS } from '@/domain/pages/pricing'
import { USER_KINDS, USER_ROLES, USER_STATUSES, type AppUser } from '@/domain/users/model'
import { hrefOf } from '@/routes/match'
import { AddUserDrawer } from './AddUserDrawer'
import { userStatsQuery, usersQuery, useDeleteUser, type UserFilter } from './api'
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './labels'

/** A message descriptor in the current language, for cells (plain functions, not components). */
function Say({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLinguiRuntime()
  return <>{i18n._(message)}</>
}

const COLUMNS: DataColumn<AppUser>[] = [
  {
    id: 'fullName',
    header: <Trans>User</Trans>,
    rowHeader: true,
    sortable: true,
    cell: (user) => (
      <Flex align="center" gap="2">
        <UserAvatar name={user.fullName} src={user.avatar || null} size="2" />
        <Flex direction="column">
          <Link href={hrefOf('user-view', { id: user.id })}>
            <bdi>{user.fullName}</bdi>
          </Link>
          <Text size="1" color="gray">
            <bdi>{user.email}</bdi>
          </Text>
        </Flex>
        {user.kind === 'member' && (
          <Badge color="iris">
            <Say message={KIND_LABELS.member} />
          </Badge>
        )}
      </Flex>
    ),
  },
  {
    id: 'role',
    header: <Trans>Role</Trans>,
    sortable: true,
    cell: (user) => (ROLE_NAMES[user.role] ? <Say message={ROLE_NAMES[user.role]!} /> : user.role),
  },
  {
    id: 'plan',
    header: <Trans>Plan</Trans>,
    sortable: true,
    cell: (user) => <Say message={PLAN_COPY[user.plan].name} />,
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    sortable: true,
    cell: (user) => (
      <StatusBadge tone={STATUS_TONES[user.status]}>
        <Say message={STATUS_LABELS[user.status]} />
      </StatusBadge>
    ),
  },
]

/**
 * `/apps/user/list`: the app's people, members (real accounts) marked apart from the directory;
 * searched, filtered, sorted and paged by the backend, with the query in the URL.
 */
export default function UserListScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery<UserFilter>({
    filters: ['role', 'plan', 'status', 'kind'],
    sortable: ['fullName', 'role', 'plan', 'status'],
    defaults: { sortBy: 'fullName', orderBy: 'asc', itemsPerPage: 10 },
  })
  const result = useQuery(usersQuery(list.query))
  const remove = useDeleteUser()
  const confirmRemove = useConfirmDelete<AppUser>({
    title: (row) => t`Delete ${row.fullName}?`,
    description: t`They leave the directory for good.`,
    onConfirm: (user) =>
      remove.mutate(user.id, {
        onSuccess: () => notify.success(t`${user.fullName} is deleted.`),
        onError: () => notify.error(t`${user.fullName} could not be deleted. Try again.`),
      }),
  })
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Users</Trans>
      </Heading>
      <UserStatsCards />
      <DataTable
        caption={t`Users`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(user) => user.id}
        rowLabel={(user) => user.fullName}
        search={{ label: t`Search users` }}
        filters={[
          {
            name: 'role',
            label: t`Role`,
            options: USER_ROLES.map((value) => ({ value, label: i18n._(ROLE_NAMES[value]!) })),
          },
          {
            name: 'plan',
            label: t`Plan`,
            options: PLAN_IDS.map((value) => ({ value, label: i18n._(PLAN_COPY[value].name) })),
          },
          {
            name: 'status',
            label: t`Status`,
            options: USER_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) })),
          },
          {
            name: 'kind',
            label: t`Kind`,
            options: USER_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) })),
          },
        ]}
        rowActions={(user) => [
          { label: t`View`, icon: IconEye, href: hrefOf('user-view', { id: user.id }) },
          // A member deletes their own account, from their account settings.
          confirmRemove.action(user, { disabled: user.kind === 'member' }),
        ]}
        toolbarEnd={<AddUserDrawer />}
      />
      {confirmRemove.dialog}
    </Flex>
  )
}

function UserStatsCards() {
  const { t } = useLingui()
  const format = useFormat()
  const stats = useQuery(userStatsQuery())
  const value = (pick: (data: NonNullable<typeof stats.data>) => number) =>
    stats.data ? format.number(pick(stats.data)) : '…'
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={stats.isPending}>
      <StatCard label={t`Users`} value={value((data) => data.total)} icon={IconUsers} />
      <StatCard label={t`Members`} value={value((data) => data.members)} icon={IconUserStar} />
      <StatCard label={t`Active`} value={value((data) => data.active)} icon={IconUserCheck} tone="success" />
      <StatCard label={t`Pending`} value={value((data) => data.pending)} icon={IconUserPause} tone="warning" />
    </Grid>
  )
}
