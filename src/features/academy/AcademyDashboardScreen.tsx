import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { IconCalendarEvent, IconClock, IconListCheck, IconTrophy } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { UserAvatar } from '@/components/avatar'
import { BarChart, RadialChart } from '@/components/charts'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import type { AcademyDashboard } from '@/domain/shop/apiTypes'
import { academyQuery } from './api'
import { CoursesTable } from './CoursesTable'
import { TOPIC_LABELS } from './labels'

/**
 * The academy dashboard: the barista courses Aurora Coffee Roasters teaches. It names no route of
 * its own, so /dashboards/academy and /apps/academy/dashboard show the same screen.
 */
export default function AcademyDashboardScreen() {
  const query = useQuery(academyQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Academy</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the figures…</Trans>}>
        {(data) => <AcademyCards data={data} />}
      </QueryContent>
      <Panel title={<Trans>Courses</Trans>}>
        <CoursesTable />
      </Panel>
    </Flex>
  )
}

function AcademyCards({ data }: { data: AcademyDashboard }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const hours = Math.round(data.minutesLearned / 60)
  const topTopic = data.topics[0]
  return (
    <>
      <Panel
        title={<Trans>Keep learning: baristas make the coffee</Trans>}
        description={<Trans>Your team’s progress across the academy</Trans>}
      >
        <PanelGrid min="13rem">
          <StatCard label={<Trans>Hours learned</Trans>} value={format.number(hours)} icon={IconClock} />
          <StatCard
            label={<Trans>Tasks done</Trans>}
            value={format.percent(data.totalTasks === 0 ? 0 : data.completedTasks / data.totalTasks)}
            footer={
              <Trans>
                {format.number(data.completedTasks)} of {format.number(data.totalTasks)}
              </Trans>
            }
            icon={IconListCheck}
          />
          <StatCard label={<Trans>Courses finished</Trans>} value={format.number(data.coursesDone)} icon={IconTrophy} />
          <StatCard
            label={<Trans>Courses in progress</Trans>}
            value={format.number(data.coursesInProgress)}
            icon={IconCalendarEvent}
          />
        </PanelGrid>
      </Panel>

      <PanelGrid min="20rem">
        <Panel title={<Trans>Topics you are interested in</Trans>} description={<Trans>Students per topic</Trans>}>
          <BarChart
            title={t`Students per topic`}
            hideTitle
            summary={
              topTopic
                ? t`${i18n._(TOPIC_LABELS[topTopic.topic])} draws the most students: ${format.number(topTopic.students)}.`
                : undefined
            }
            data={data.topics.map((entry) => ({ topic: i18n._(TOPIC_LABELS[entry.topic]), students: entry.students }))}
            x="topic"
            xLabel={t`Topic`}
            series={[{ key: 'students', label: t`Students` }]}
            horizontal
            height={240}
          />
        </Panel>

        <Panel title={<Trans>Popular instructors</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.instructors.map((instructor) => (
                <li key={instructor.name}>
                  <Flex align="center" gap="3">
                    <UserAvatar name={instructor.name} />
                    <Flex direction="column" style={{ flex: 1 }}>
                      <Text size="2" weight="medium">
                        <bdi>{instructor.name}</bdi>
                      </Text>
                      <Text size="1" color="gray">
                        <Plural value={instructor.courses} one="# course" other="# courses" />
                      </Text>
                    </Flex>
                    <Text size="2">
                      <Plural value={instructor.students} one="# student" other="# students" />
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </Panel>

        <Panel title={<Trans>Top courses</Trans>} description={<Trans>Most students</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ol style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
              {data.topCourses.map((course) => (
                <li key={course.id}>
                  <Text size="2" weight="medium">
                    <bdi>{course.title}</bdi>
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <Trans>
                      {format.number(course.students)} students, rated {format.number(course.rating)} out of 5
                    </Trans>
                  </Text>
                </li>
              ))}
            </ol>
          </Flex>
        </Panel>

        <Panel title={<Trans>Upcoming webinar</Trans>}>
          <Text as="p" size="3" weight="medium">
            <bdi>{data.webinar.title}</bdi>
          </Text>
          <Text as="p" size="2" color="gray" mt="1">
            <Trans>
              With <bdi>{data.webinar.host}</bdi>, {format.date(data.webinar.day, { dateStyle: 'full' })},{' '}
              {format.number(data.webinar.minutes)} minutes
            </Trans>
          </Text>
          <Text as="p" size="2" mt="2">
            <Plural value={data.webinar.registered} one="# person registered" other="# people registered" />
          </Text>
        </Panel>

        <Panel title={<Trans>Assignment progress</Trans>} description={<Trans>Courses closest to done</Trans>}>
          <RadialChart
            title={t`Tasks done per course`}
            hideTitle
            rings={data.assignments.map((course) => ({
              label: course.title,
              value: Math.round((course.completedTasks / course.totalTasks) * 100),
            }))}
            formatValue={(value) => format.percent(value / 100)}
            height={240}
          />
        </Panel>
      </PanelGrid>
    </>
  )
}
