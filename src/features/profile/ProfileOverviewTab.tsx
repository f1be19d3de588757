import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Card, DataList, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { NETWORK_NAMES } from '@/components/account-settings'
import { useFormat } from '@/components/format'
import { ROLE_NAMES } from '@/components/roles'
import { Timeline } from '@/components/timeline'
import { SOCIAL_NETWORKS } from '@/domain/account/settings'
import type { ProfilePage } from '@/domain/profile/model'
import { hrefOf } from '@/routes/match'
import { ACTIVITY_WORDS, TEAM_WORDS } from './labels'

/** The profile tab: who the person is, what their workspace holds, and what they did lately. */
export function ProfileOverviewTab({ page }: { page: ProfilePage }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const { header, overview } = page
  const socials = SOCIAL_NETWORKS.filter((network) => header.socials[network])
  const role = ROLE_NAMES[header.role] ? i18n._(ROLE_NAMES[header.role]!) : header.role
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="4" align="start">
      <Flex direction="column" gap="4">
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>About</Trans>
            </Heading>
            <DataList.Root orientation="vertical" size="2">
              <DataList.Item>
                <DataList.Label>
                  <Trans>Full name</Trans>
                </DataList.Label>
                <DataList.Value>{header.fullName}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>
                  <Trans>Role</Trans>
                </DataList.Label>
                <DataList.Value>{role}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>
                  <Trans>Member since</Trans>
                </DataList.Label>
                <DataList.Value>{format.date(header.joinedAt)}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Heading as="h3" size="3">
              <Trans>Elsewhere</Trans>
            </Heading>
            {socials.length === 0 ? (
              <Text size="2" color="gray">
                <Trans>
                  No other profile yet. Add yours under{' '}
                  <RadixLink asChild>
                    <Link href={hrefOf('account-settings-tab', { tab: 'connections' })}>Account settings</Link>
                  </RadixLink>
                  .
                </Trans>
              </Text>
            ) : (
              <DataList.Root size="2">
                {socials.map((network) => (
                  <DataList.Item key={network}>
                    <DataList.Label>{NETWORK_NAMES[network]}</DataList.Label>
                    <DataList.Value>
                      <span dir="ltr">@{header.socials[network]}</span>
                    </DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            )}
          </Flex>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>Overview</Trans>
            </Heading>
            <Text size="2">
              <Plural value={overview.automations} one="# automation" other="# automations" />
            </Text>
            <Text size="2">
              <Plural value={overview.accounts} one="# Instagram account" other="# Instagram accounts" />
            </Text>
            <Text size="2">
              <Plural value={overview.projects} one="# shop project" other="# shop projects" />
            </Text>
            <Text size="2">
              <Plural value={overview.connections} one="Following # person" other="Following # people" />
            </Text>
          </Flex>
        </Card>
      </Flex>
      <Flex direction="column" gap="4" className="profile-main">
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>Activity</Trans>
            </Heading>
            {page.activity.length === 0 ? (
              <Text size="2" color="gray">
                <Trans>Nothing yet.</Trans>
              </Text>
            ) : (
              <Timeline
                items={page.activity.map((entry, index) => ({
                  id: `${entry.kind}-${index}`,
                  title: i18n._(ACTIVITY_WORDS[entry.kind]),
                  description: entry.kind === 'account-connected' ? `@${entry.subject}` : entry.subject,
                  at: entry.at,
                  tone: entry.kind === 'signed-in' ? 'neutral' : 'accent',
                }))}
              />
            )}
          </Flex>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>Teams</Trans>
            </Heading>
            {page.teams.map((team) => (
              <Flex key={team.id} justify="between" gap="3">
                <Text size="2" weight="medium">
                  {i18n._(TEAM_WORDS[team.id].name)}
                </Text>
                <Text size="2" color="gray">
                  <Plural value={team.members.length} one="# member" other="# members" />
                </Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      </Flex>
    </Grid>
  )
}
