import { Trans } from '@lingui/react/macro'
import { Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import { ProjectStatusBadge } from '@/components/status-badge'
import type { ProfileProject } from '@/domain/profile/model'

/** The shop's projects as cards: who leads, who works on it, how far along, and when it is due. */
export function ProjectsTab({ projects }: { projects: ProfileProject[] }) {
  const format = useFormat()
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
      {projects.map((project) => {
        const progress = format.percent(project.progress / 100)
        const due = format.date(project.due)
        return (
          <Card key={project.id} size="3" asChild>
            <section aria-labelledby={`project-${project.id}`}>
              <Flex direction="column" gap="3">
                <Flex justify="between" gap="2" align="start">
                  <Heading as="h2" size="3" id={`project-${project.id}`}>
                    {project.name}
                  </Heading>
                  <ProjectStatusBadge status={project.status} />
                </Flex>
                <Flex gap="2" align="center">
                  <UserAvatar name={project.leader} size="1" />
                  <Text size="2">
                    <Trans>Led by {project.leader}</Trans>
                  </Text>
                </Flex>
                <Flex direction="column" gap="1">
                  <Flex justify="between">
                    <Text size="1" color="gray">
                      <Trans>Progress</Trans>
                    </Text>
                    <Text size="1">{progress}</Text>
                  </Flex>
                  <Progress value={project.progress} aria-label={project.name} />
                </Flex>
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Flex gap="1">
                    {project.team.map((name) => (
                      <UserAvatar key={name} name={name} size="1" labelled />
                    ))}
                  </Flex>
                  <Text size="1" color="gray">
                    <Trans>Due {due}</Trans>
                  </Text>
                </Flex>
              </Flex>
            </section>
          </Card>
        )
      })}
    </Grid>
  )
}
