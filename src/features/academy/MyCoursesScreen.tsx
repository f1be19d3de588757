import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Grid, Heading, Progress, Spinner, Switch, Text } from '@radix-ui/themes'
import { IconClock, IconSchool, IconStarFilled } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { ItemList } from '@/components/item-list'
import { FilterSelect, SearchBox, useListQuery } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Pagination } from '@/components/Pagination'
import { progressOf } from '@/domain/academy/syllabus'
import type { CourseRow } from '@/domain/shop/apiTypes'
import { COURSE_TOPICS } from '@/domain/shop/model'
import { pathOf } from '@/routes/match'
import { myCoursesQuery } from './api'
import { PROGRESS_ACTIONS, TOPIC_LABELS } from './labels'
import './academy.css'

/** Where a course opens: the course page, the course in its query string. */
export const courseHref = (id: string) => `${pathOf('academy-course-details')}?course=${encodeURIComponent(id)}`

/**
 * `/apps/academy/my-course` (docs/product.md, "Academy"): the learner's courses as cards, searched,
 * filtered by topic, completed ones hidden on demand, a page at a time, all in the URL.
 */
export default function MyCoursesScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery<'topic' | 'hide'>({ filters: ['topic', 'hide'] })
  const courses = useQuery(myCoursesQuery(list.query))
  const topic = {
    name: 'topic' as const,
    label: t`Topic`,
    options: COURSE_TOPICS.map((value) => ({ value, label: i18n._(TOPIC_LABELS[value]) })),
  }
  const hidden = list.query.filters.hide === 'completed'

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>My courses</Trans>
      </Heading>
      <Flex gap="4" align="center" wrap="wrap">
        <SearchBox value={list.query.q} onSearch={list.setSearch} label={t`Search courses`} />
        <FilterSelect
          filter={topic}
          value={list.query.filters.topic}
          onChange={(value) => list.setFilter('topic', value)}
        />
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch
              checked={hidden}
              onCheckedChange={(checked) => list.setFilter('hide', checked ? 'completed' : null)}
            />
            <Trans>Hide completed</Trans>
          </Flex>
        </Text>
      </Flex>
      {courses.error && !courses.data ? (
        <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data && courses.data.items.length === 0 ? (
        <EmptyState
          icon={IconSchool}
          title={t`No course matches`}
          description={t`Try other words, another topic, or show the completed courses.`}
          action={
            <Button variant="soft" onClick={list.clearFilters}>
              <Trans>Clear the filters</Trans>
            </Button>
          }
        />
      ) : !courses.data ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Trans>Loading the courses…</Trans>
        </Flex>
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" asChild>
          <ItemList className="course-grid">
            {courses.data.items.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </ItemList>
        </Grid>
      )}
      {courses.data && courses.data.total > 0 && (
        <Pagination
          page={list.query.page}
          pageSize={list.query.itemsPerPage}
          total={courses.data.total}
          onPage={(page) => list.setPage(page)}
          onPageSize={(size) => list.setItemsPerPage(size as never)}
          label={t`Pages of courses`}
        />
      )}
    </Flex>
  )
}

function CourseCard({ course }: { course: CourseRow }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const progress = progressOf(course)
  const share = course.totalTasks === 0 ? 0 : course.completedTasks / course.totalTasks
  return (
    <li>
      <Card style={{ height: '100%' }}>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="center" gap="2">
            <Badge color="indigo">{i18n._(TOPIC_LABELS[course.topic])}</Badge>
            <Text size="2" color="gray">
              <Flex align="center" gap="1" asChild>
                <span>
                  <IconStarFilled size={14} aria-hidden style={{ color: 'var(--amber-9)' }} />
                  {format.number(course.rating, { minimumFractionDigits: 1 })}
                  <span>({format.number(course.ratingCount)})</span>
                </span>
              </Flex>
            </Text>
          </Flex>
          <Heading as="h2" size="3">
            <Link href={courseHref(course.id)} className="course-card-link">
              {course.title}
            </Link>
          </Heading>
          <Text size="2" color="gray">
            {t`By ${course.instructor}`}
          </Text>
          <Flex align="center" gap="1">
            <IconClock size={14} aria-hidden />
            <Text size="2" color="gray">
              {format.number(course.minutes / 60, {
                style: 'unit',
                unit: 'hour',
                unitDisplay: 'long',
                maximumFractionDigits: 1,
              })}
            </Text>
          </Flex>
          <Flex direction="column" gap="1" mt="auto">
            <Progress value={share * 100} aria-label={t`Progress in ${course.title}`} />
            <Text size="1" color="gray">
              {t`${format.number(course.completedTasks)} of ${format.number(course.totalTasks)} lessons done`}
            </Text>
          </Flex>
          <Button asChild variant={progress === 'completed' ? 'soft' : 'solid'}>
            <Link href={courseHref(course.id)} aria-label={t`${i18n._(PROGRESS_ACTIONS[progress])}: ${course.title}`}>
              {i18n._(PROGRESS_ACTIONS[progress])}
            </Link>
          </Button>
        </Flex>
      </Card>
    </li>
  )
}
