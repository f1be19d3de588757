import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import { apiErrorMessage } from '@/components/feedback'
import { FormAlert } from '@/components/form'
import type { ProfileConnection } from '@/domain/profile/model'
import { useFollow } from './api'
import { TEAM_WORDS } from './labels'

/** Everyone of the workspace's shop; following someone is kept. */
export function ConnectionsTab({ people }: { people: ProfileConnection[] }) {
  const { t, i18n } = useLingui()
  const follow = useFollow()
  return (
    <Flex direction="column" gap="4">
      {follow.isError && <FormAlert message={apiErrorMessage(follow.error)} />}
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
        {people.map((person) => {
          const busy = follow.isPending && follow.variables?.id === person.id
          return (
            <Card key={person.id} size="3" asChild>
              <section aria-labelledby={`person-${person.id}`}>
                <Flex direction="column" gap="3" align="center">
                  <UserAvatar name={person.name} size="5" />
                  <Heading as="h2" size="3" id={`person-${person.id}`}>
                    {person.name}
                  </Heading>
                  <Text size="2" color="gray" align="center">
                    {person.teams.map((team) => i18n._(TEAM_WORDS[team].name)).join(' · ')}
                  </Text>
                  {person.leads > 0 && (
                    <Text size="2">
                      <Plural value={person.leads} one="Leads # piece of work" other="Leads # pieces of work" />
                    </Text>
                  )}
                  <Button
                    variant={person.connected ? 'soft' : 'solid'}
                    loading={busy}
                    aria-pressed={person.connected}
                    aria-label={person.connected ? t`Stop following ${person.name}` : t`Follow ${person.name}`}
                    onClick={() => follow.mutate({ id: person.id, connected: !person.connected })}
                  >
                    {person.connected ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
                  </Button>
                </Flex>
              </section>
            </Card>
          )
        })}
      </Grid>
    </Flex>
  )
}
