import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { DataTable, PersonCell, useListQuery, type DataColumn } from '@/components/data-table'
import { useFormat } from '@/components/format'
import type { CourseRow } from '@/domain/shop/apiTypes'
import { COURSE_TOPICS } from '@/domain/shop/model'
import { coursesQuery } from './api'
import { TOPIC_LABELS } from './labels'

function Title({ course }: { course: CourseRow }) {
  const { i18n } = useLingui()
  return (
    <Flex direction="column">
      <bdi>{course.title}</bdi>
      <Text size="1" color="gray">
        {i18n._(TOPIC_LABELS[course.topic])}
      </Text>
    </Flex>
  )
}
function Figure({ value }: { value: number }) {
  return <>{useFormat().number(value)}</>
}
function Done({ course }: { course: CourseRow }) {
  const format = useFormat()
  const share = course.completedTasks / course.totalTasks
  return (
    <Flex align="center" gap="2" style={{ minWidth: '9rem' }}>
      <Progress value={share * 100} size="1" aria-hidden="true" />
      <Text size="1">
        <Trans>
          {format.number(course.completedTasks)}/{format.number(course.totalTasks)}
        </Trans>
      </Text>
    </Flex>
  )
}

const COLUMNS: DataColumn<CourseRow>[] = [
  {
    id: 'title',
    header: <Trans>Course</Trans>,
    cell: (row) => <Title course={row} />,
    sortable: true,
    rowHeader: true,
  },
  {
    id: 'instructor',
    header: <Trans>Instructor</Trans>,
    sortable: true,
    cell: (row) => <PersonCell name={row.instructor} />,
  },
  {
    id: 'students',
    header: <Trans>Students</Trans>,
    cell: (row) => <Figure value={row.students} />,
    sortable: true,
    align: 'end',
  },
  { id: 'progress', header: <Trans>Tasks done</Trans>, cell: (row) => <Done course={row} />, sortable: true },
]

/** The academy's courses. */
export function CoursesTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['topic'],
    sortable: ['title', 'instructor', 'students', 'progress'],
    defaults: { itemsPerPage: 5 },
  })
  const result = useQuery(coursesQuery(list.query))
  return (
    <DataTable
      caption={t`Courses`}
      columns={COLUMNS}
      list={list}
      result={result}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.title}
      search={{ label: t`Search courses` }}
      filters={[
        {
          name: 'topic',
          label: t`Topic`,
          options: COURSE_TOPICS.map((value) => ({ value, label: i18n._(TOPIC_LABELS[value]) })),
        },
      ]}
    />
  )
}
