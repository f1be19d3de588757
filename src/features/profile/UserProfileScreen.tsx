import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Card, Flex, Heading, TabNav, Text } from '@radix-ui/themes'
import { IconCalendar, IconUserShield } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, Redirect } from 'wouter'
import { UserAvatar } from '@/components/avatar'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { ROLE_NAMES } from '@/components/roles'
import { PROFILE_TABS, type ProfilePage, type ProfileTab } from '@/domain/profile/model'
import { hrefOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { profilePageQuery } from './api'
import { ConnectionsTab } from './ConnectionsTab'
import { ProfileOverviewTab } from './ProfileOverviewTab'
import { ProjectsTab } from './ProjectsTab'
import { TeamsTab } from './TeamsTab'
import { TAB_LABELS } from './labels'
import './profile.css'

const isTab = (value: unknown): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab)
const tabPath = (tab: ProfileTab) => hrefOf('user-profile-tab', { tab })

/** `/pages/user-profile/{tab}`: the signed-in person as their workspace knows them. */
export default function UserProfileScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const page = useQuery(profilePageQuery())
  const tab = params.tab
  if (!isTab(tab)) return <Redirect to={tabPath('profile')} replace />
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>User profile</Trans>
      </Heading>
      <QueryContent query={page} loading={t`Loading the profile…`}>
        {(data) => (
          <>
            <ProfileHeader page={data} />
            <TabNav.Root aria-label={t`Profile sections`} className="profile-tabs">
              {PROFILE_TABS.map((each) => (
                <TabNav.Link key={each} asChild active={tab === each}>
                  <Link href={tabPath(each)} aria-current={tab === each ? 'page' : undefined}>
                    {i18n._(TAB_LABELS[each])}
                  </Link>
                </TabNav.Link>
              ))}
            </TabNav.Root>
            {tab === 'profile' && <ProfileOverviewTab page={data} />}
            {tab === 'teams' && <TeamsTab teams={data.teams} />}
            {tab === 'projects' && <ProjectsTab projects={data.projects} />}
            {tab === 'connections' && <ConnectionsTab people={data.connections} />}
          </>
        )}
      </QueryContent>
    </Flex>
  )
}

function ProfileHeader({ page }: { page: ProfilePage }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const { header } = page
  const role = ROLE_NAMES[header.role] ? i18n._(ROLE_NAMES[header.role]!) : header.role
  const joined = format.date(header.joinedAt, { month: 'long', year: 'numeric' })
  return (
    <Card size="1" className="profile-header">
      <Box className="profile-header__cover" aria-hidden="true" />
      <Flex gap="4" align="end" wrap="wrap" className="profile-header__body">
        <Box className="profile-header__avatar">
          <UserAvatar name={header.fullName} src={header.avatar || null} size="5" />
        </Box>
        <Flex direction="column" gap="1" flexGrow="1">
          <Heading as="h2" size="5">
            {header.fullName}
          </Heading>
          <Flex gap="4" wrap="wrap">
            <Text size="2" color="gray">
              <Flex gap="1" align="center" asChild>
                <span>
                  <IconUserShield size={16} aria-hidden />
                  {role}
                </span>
              </Flex>
            </Text>
            <Text size="2" color="gray">
              <Flex gap="1" align="center" asChild>
                <span>
                  <IconCalendar size={16} aria-hidden />
                  <Trans>Joined {joined}</Trans>
                </span>
              </Flex>
            </Text>
            <Text size="2" color="gray" dir="ltr">
              @{header.username}
            </Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  )
}
