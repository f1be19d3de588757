import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Button, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { SocialProfilesForm } from '@/components/account-settings'
import { FormAlert } from '@/components/form'
import { QueryContent, apiErrorMessage } from '@/components/feedback'
import { notify } from '@/components/toast'
import { LINKED_APPS, type ConnectionSettings, type LinkedApp } from '@/domain/account/settings'
import { STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'
import { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'
import { pathOf } from '@/routes/match'
import { saveConnections, settingsQuery, useSettingsChange } from './api'

/** Services' own names, never translated. */
const APP_NAMES: Record<LinkedApp, string> = {
  'google-sheets': 'Google Sheets',
  slack: 'Slack',
  hubspot: 'HubSpot',
  mailchimp: 'Mailchimp',
  zapier: 'Zapier',
}
const APP_USES: Record<LinkedApp, MessageDescriptor> = {
  'google-sheets': msg`Add each new contact and their answers to a sheet.`,
  slack: msg`Post failed sends and expiring connections to a channel.`,
  hubspot: msg`Create a contact for each person who answers an automation.`,
  mailchimp: msg`Add people who share their email to an audience.`,
  zapier: msg`Start a Zap each time an automation runs.`,
}

/** The connections tab: the Instagram accounts, linked services and one's other social profiles. */
export function ConnectionsTab() {
  const { t } = useLingui()
  const settings = useQuery(settingsQuery())
  const save = useSettingsChange(saveConnections)
  return (
    <Flex direction="column" gap="4">
      <InstagramCard />
      <QueryContent query={settings} loading={t`Loading your settings…`}>
        {(data) => (
          <>
            <LinkedAppsCard connections={data.connections} save={save} />
            <SocialProfilesCard key={JSON.stringify(data.connections.socials)} connections={data.connections} />
          </>
        )}
      </QueryContent>
    </Flex>
  )
}

function InstagramCard() {
  const { t, i18n } = useLingui()
  const accounts = useQuery(instagramAccountsQuery())
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            <Trans>Instagram accounts</Trans>
          </Heading>
          <Button asChild variant="soft">
            <Link href={pathOf('integrations')}>
              <Trans>Manage connections</Trans>
            </Link>
          </Button>
        </Flex>
        <QueryContent query={accounts} loading={t`Loading your Instagram accounts…`}>
          {(list) =>
            list.length === 0 ? (
              <Text as="p" color="gray">
                <Trans>No Instagram account is connected yet. Connect one to start automating its conversations.</Trans>
              </Text>
            ) : (
              <Flex direction="column" gap="3" asChild>
                <ul className="account-list">
                  {list.map((account) => (
                    <li key={account.id}>
                      <Flex align="center" gap="3">
                        <Avatar
                          size="3"
                          radius="full"
                          src={account.pictureUrl}
                          fallback={account.username[0] ?? '?'}
                          alt=""
                        />
                        <Flex direction="column" flexGrow="1">
                          <Text weight="medium">@{account.username}</Text>
                          <Text size="2" color="gray">
                            {account.name}
                          </Text>
                        </Flex>
                        <Badge color={STATUS_COLORS[account.status]} highContrast>
                          {i18n._(STATUS_LABELS[account.status])}
                        </Badge>
                      </Flex>
                    </li>
                  ))}
                </ul>
              </Flex>
            )
          }
        </QueryContent>
      </Flex>
    </Card>
  )
}

function LinkedAppsCard({
  connections,
  save,
}: {
  connections: ConnectionSettings
  save: ReturnType<typeof useSettingsChange<ConnectionSettings>>
}) {
  const { t, i18n } = useLingui()
  const toggle = (app: LinkedApp, on: boolean) => {
    const apps = on ? [...connections.apps, app] : connections.apps.filter((each) => each !== app)
    save.mutate(
      { ...connections, apps: LINKED_APPS.filter((each) => apps.includes(each)) },
      {
        onSuccess: () =>
          notify.success(on ? t`${APP_NAMES[app]} is linked.` : t`${APP_NAMES[app]} is no longer linked.`),
      },
    )
  }
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <Trans>Linked services</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            <Trans>Send what your automations collect to the tools your team already uses.</Trans>
          </Text>
        </Flex>
        {save.isError && <FormAlert message={apiErrorMessage(save.error)} />}
        <Flex direction="column" gap="3" asChild>
          <ul className="account-list">
            {LINKED_APPS.map((app) => (
              <li key={app}>
                <Flex align="center" gap="3" justify="between">
                  <Flex direction="column">
                    <Text weight="medium" id={`linked-${app}`}>
                      {APP_NAMES[app]}
                    </Text>
                    <Text size="2" color="gray">
                      {i18n._(APP_USES[app])}
                    </Text>
                  </Flex>
                  <Switch
                    aria-labelledby={`linked-${app}`}
                    checked={connections.apps.includes(app)}
                    disabled={save.isPending}
                    onCheckedChange={(on) => toggle(app, on)}
                  />
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  )
}

function SocialProfilesCard({ connections }: { connections: ConnectionSettings }) {
  const { t } = useLingui()
  const save = useSettingsChange(saveConnections)
  return (
    <SocialProfilesForm
      saved={connections.socials}
      intro={<Trans>Your handles elsewhere, shown on your profile. Leave a network empty to remove it.</Trans>}
      onSave={async (socials) => {
        await save.mutateAsync({ ...connections, socials })
        notify.success(t`Your social profiles are saved.`)
      }}
    />
  )
}
