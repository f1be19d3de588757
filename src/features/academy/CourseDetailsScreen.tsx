import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Checkbox, Flex, Grid, Heading, Progress, Spinner, Text } from '@radix-ui/themes'
import { IconChevronDown, IconPlayerPlay, IconSchool } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Accordion } from 'radix-ui'
import { useSearchParams } from 'wouter'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Section, SectionBody } from '@/components/section'
import { notify } from '@/components/toast'
import { ABOUT, type CourseDetail, type SyllabusSection } from '@/domain/academy/syllabus'
import { courseQuery, nextCourseQuery, useTickLesson } from './api'
import { TOPIC_LABELS } from './labels'
import './academy.css'

/**
 * `/apps/academy/course-details?course=…` (docs/product.md, "Academy"): a course's poster, what it
 * is about, and its syllabus, whose lessons the learner ticks off; each tick is kept and moves the
 * course's progress. Without a course in the address, the first one still to finish shows.
 */
export default function CourseDetailsScreen() {
  const { t } = useLingui()
  const [search] = useSearchParams()
  const chosen = search.get('course') ?? ''
  // Without a course in the address, the first one still to finish, in one request.
  const next = useQuery({ ...nextCourseQuery(), enabled: chosen === '' })
  const named = useQuery({ ...courseQuery(chosen), enabled: chosen !== '' })
  const detail = chosen ? named : next

  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
  if (detail.data === null)
    return (
      <EmptyState
        icon={IconSchool}
        title={t`Every course is completed`}
        description={t`Open one from My courses to review it.`}
      />
    )
  if (!detail.data)
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Trans>Loading the course…</Trans>
      </Flex>
    )
  return <CoursePage detail={detail.data} />
}

function CoursePage({ detail }: { detail: CourseDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const { course, sections } = detail
  const contentHeadingId = useId()
  const share = course.totalTasks === 0 ? 0 : course.completedTasks / course.totalTasks
  const duration = format.number(course.minutes / 60, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  })
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {course.title}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color="indigo">{i18n._(TOPIC_LABELS[course.topic])}</Badge>
          <Text size="2" color="gray">
            {t`By ${course.instructor}`}
          </Text>
        </Flex>
      </Flex>
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
        <Card>
          <Flex direction="column" gap="4">
            <div className="course-poster" aria-hidden>
              <IconPlayerPlay size={40} />
              <span>{i18n._(TOPIC_LABELS[course.topic])}</span>
            </div>
            <Heading as="h2" size="4">
              <Trans>About this course</Trans>
            </Heading>
            <Text as="p" size="2">
              {ABOUT[course.topic]}
            </Text>
            <Grid columns={{ initial: '2', sm: '4' }} gap="3" asChild>
              <dl className="course-facts">
                <Fact label={t`Lessons`} value={format.number(course.totalTasks)} />
                <Fact label={t`Length`} value={duration} />
                <Fact label={t`Learners`} value={format.number(course.students)} />
                <Fact
                  label={t`Rating`}
                  value={`${format.number(course.rating, { minimumFractionDigits: 1 })} (${format.number(course.ratingCount)})`}
                />
              </dl>
            </Grid>
          </Flex>
        </Card>
        <Card asChild>
          <Section aria-labelledby={contentHeadingId}>
            <Flex direction="column" gap="3">
              <Heading id={contentHeadingId} as="h2" size="4">
                <Trans>Course content</Trans>
              </Heading>
              <Flex direction="column" gap="1">
                <Progress value={share * 100} aria-label={t`Progress in the course`} />
                <Text size="2" color="gray" aria-live="polite">
                  {t`${format.number(course.completedTasks)} of ${format.number(course.totalTasks)} lessons done (${format.percent(share)})`}
                </Text>
              </Flex>
              {/* The syllabus, a checkbox per lesson, after the course's title. */}
              <SectionBody>
                <Accordion.Root
                  type="multiple"
                  defaultValue={[sections.find(hasOpenLesson)?.title ?? sections[0]!.title]}
                >
                  {sections.map((section) => (
                    <SectionItem key={section.title} courseId={course.id} section={section} />
                  ))}
                </Accordion.Root>
              </SectionBody>
            </Flex>
          </Section>
        </Card>
      </Grid>
    </Flex>
  )
}

const hasOpenLesson = (section: SyllabusSection) => section.lessons.some((lesson) => !lesson.done)

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text as="div" size="1" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <Text as="div" size="2" weight="medium" asChild>
        <dd>{value}</dd>
      </Text>
    </div>
  )
}

function SectionItem({ courseId, section }: { courseId: string; section: SyllabusSection }) {
  const { t } = useLingui()
  const format = useFormat()
  const tick = useTickLesson(courseId)
  const done = section.lessons.filter((lesson) => lesson.done).length
  const minutes = section.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0)
  return (
    <Accordion.Item value={section.title} className="course-section">
      <Accordion.Header asChild>
        <h3 className="course-section-header">
          <Accordion.Trigger className="course-section-trigger">
            <Flex direction="column" align="start">
              <Text size="2" weight="medium">
                {section.title}
              </Text>
              <Text size="1" color="gray">
                {t`${format.number(done)} of ${format.number(section.lessons.length)} · ${format.number(minutes)} min`}
              </Text>
            </Flex>
            <IconChevronDown size={16} aria-hidden className="course-section-chevron" />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="course-section-content">
        <ul className="course-lessons">
          {section.lessons.map((lesson) => (
            <li key={lesson.index}>
              <Text as="label" size="2">
                <Flex gap="2" align="start">
                  <Checkbox
                    checked={lesson.done}
                    disabled={tick.isPending}
                    onCheckedChange={(checked) =>
                      tick.mutate(
                        { index: lesson.index, done: checked === true },
                        { onError: () => notify.error(t`The lesson could not be saved. Try again.`) },
                      )
                    }
                  />
                  <Flex direction="column">
                    <span>{lesson.title}</span>
                    <Text size="1" color="gray">
                      {t`${format.number(lesson.minutes)} min`}
                    </Text>
                  </Flex>
                </Flex>
              </Text>
            </li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  )
}
