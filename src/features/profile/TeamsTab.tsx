import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import type { ProfileTeam } from '@/domain/profile/model'
import { TEAM_WORDS } from './labels'

const SHOWN = 6

/** The shop's crews, each with its people and what it holds. */
export function TeamsTab({ teams }: { teams: ProfileTeam[] }) {
  const { i18n } = useLingui()
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
      {teams.map((team) => {
        const more = team.members.length - SHOWN
        return (
          <Card key={team.id} size="3" asChild>
            <section aria-labelledby={`team-${team.id}`}>
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4" id={`team-${team.id}`}>
                  {i18n._(TEAM_WORDS[team.id].name)}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {i18n._(TEAM_WORDS[team.id].about)}
                </Text>
                <Flex gap="1" wrap="wrap" align="center">
                  {team.members.slice(0, SHOWN).map((name) => (
                    <UserAvatar key={name} name={name} size="2" labelled />
                  ))}
                  {more > 0 && (
                    <Text size="2" color="gray">
                      <Trans>+{more}</Trans>
                    </Text>
                  )}
                </Flex>
                <Text size="2">
                  {team.id === 'projects' ? (
                    <Plural value={team.holds} one="# project" other="# projects" />
                  ) : team.id === 'delivery' ? (
                    <Plural value={team.holds} one="# van" other="# vans" />
                  ) : (
                    <Plural value={team.holds} one="# course" other="# courses" />
                  )}
                  {' · '}
                  <Plural value={team.members.length} one="# member" other="# members" />
                </Text>
              </Flex>
            </section>
          </Card>
        )
      })}
    </Grid>
  )
}
