import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Progress, Text } from '@radix-ui/themes'
import { IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ErrorState } from '@/components/feedback'
import { DataTable, useListQuery, useRowSelection, type DataColumn } from '@/components/data-table'
import { useFormat } from '@/components/format'
import { PROJECT_STATUS_LABELS, ProjectStatusBadge } from '@/components/status-badge'
import { notify } from '@/components/toast'
import type { ProjectRow } from '@/domain/shop/apiTypes'
import { PROJECT_STATUSES } from '@/domain/shop/model'
import { useAbility } from '@/runtime/session/useAbility'
import { projectsQuery, useDeleteProjects } from './api'

function Due({ day }: { day: string }) {
  return <>{useFormat().date(day)}</>
}

function ProgressCell({ value }: { value: number }) {
  const format = useFormat()
  return (
    <Flex align="center" gap="2" style={{ minWidth: '8rem' }}>
      <Progress value={value} size="1" aria-hidden="true" />
      <Text size="1">{format.percent(value / 100)}</Text>
    </Flex>
  )
}

const COLUMNS: DataColumn<ProjectRow>[] = [
  {
    id: 'name',
    header: <Trans>Project</Trans>,
    cell: (project) => <bdi>{project.name}</bdi>,
    sortable: true,
    rowHeader: true,
  },
  {
    id: 'leader',
    header: <Trans>Leader</Trans>,
    sortable: true,
    cell: (project) => (
      <Flex align="center" gap="2">
        <UserAvatar name={project.leader} size="1" />
        <bdi>{project.leader}</bdi>
      </Flex>
    ),
  },
  {
    id: 'team',
    header: <Trans>Team</Trans>,
    cell: (project) => <Plural value={project.team.length} one="# person" other="# people" />,
  },
  { id: 'status', header: <Trans>Status</Trans>, cell: (project) => <ProjectStatusBadge status={project.status} /> },
  {
    id: 'progress',
    header: <Trans>Progress</Trans>,
    sortable: true,
    cell: (project) => <ProgressCell value={project.progress} />,
  },
  { id: 'due', header: <Trans>Due</Trans>, sortable: true, cell: (project) => <Due day={project.due} /> },
]

/** The shop's projects: searched, filtered, sorted and paged by the backend, the state in the URL. */
export function ProjectsTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['status'],
    sortable: ['name', 'leader', 'progress', 'due'],
    defaults: { sortBy: 'due', orderBy: 'asc', itemsPerPage: 5 },
  })
  const result = useQuery(projectsQuery(list.query))
  const selection = useRowSelection()
  const mayDelete = useAbility().can('delete', 'Dashboard')
  const remove = useDeleteProjects()
  const [confirming, setConfirming] = useState<string[] | null>(null)
  const deleteChosen = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        notify.success(t({ message: plural(ids.length, { one: '# project deleted', other: '# projects deleted' }) }))
        selection.clear()
      },
    })
  return (
    <>
      {remove.error ? (
        <ErrorState error={remove.error} onRetry={() => deleteChosen([...(remove.variables ?? [])])} />
      ) : null}
      <DataTable
        caption={t`Projects`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(project) => project.id}
        rowLabel={(project) => project.name}
        search={{ label: t`Search projects` }}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: PROJECT_STATUSES.map((status) => ({
              value: status,
              label: i18n._(PROJECT_STATUS_LABELS[status]),
            })),
          },
        ]}
        selection={selection}
        bulkActions={
          mayDelete
            ? (ids) => (
                <Button color="red" variant="soft" size="1" onClick={() => setConfirming(ids)}>
                  <IconTrash size={14} aria-hidden="true" />
                  <Trans>Delete</Trans>
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t({
          message: plural(confirming?.length ?? 0, { one: 'Delete # project?', other: 'Delete # projects?' }),
        })}
        description={t`They are removed from your workspace for good.`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Delete`}
        onConfirm={() => confirming && deleteChosen(confirming)}
      />
    </>
  )
}
