import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { IconUser } from '@tabler/icons-react'
import { UserAvatar } from '@/components/avatar'
import { Drawer } from '@/components/drawer'
import { useFormat } from '@/components/format'
import { Handle } from '@/components/handle'
import { RUN_STATUS_COLORS, RUN_STATUS_LABELS } from '@/domain/automations/messages'
import type { ChatThreadDetail } from '@/domain/chat/apiTypes'
import { ContactName, contactName } from './ThreadList'

/** The contact's profile: tags automations set, first and last message, runs that involved them. */
export function ContactDrawer({ thread }: { thread: ChatThreadDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const name = contactName(thread)
  const { profile } = thread
  return (
    <Drawer
      title={<ContactName thread={thread} />}
      description={
        <Trans>
          Contact of <Handle username={thread.accountUsername} />
        </Trans>
      }
      trigger={
        <Button variant="soft" size="2" aria-label={t`Profile of ${name}`}>
          <IconUser size={16} aria-hidden />
          <span className="chat-profile-label">
            <Trans>Profile</Trans>
          </span>
        </Button>
      }
    >
      <Flex direction="column" gap="4">
        <Flex align="center" gap="3">
          <UserAvatar
            name={thread.contact.username ?? thread.contact.id}
            src={thread.contact.avatarUrl ?? undefined}
            size="5"
          />
          <Text size="4" weight="bold">
            <ContactName thread={thread} />
          </Text>
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>
              <Trans>First message</Trans>
            </DataList.Label>
            <DataList.Value>{profile.firstMessageAt ? format.dateTime(profile.firstMessageAt) : '—'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>
              <Trans>Last message</Trans>
            </DataList.Label>
            <DataList.Value>{profile.lastMessageAt ? format.dateTime(profile.lastMessageAt) : '—'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>
              <Trans>Instagram id</Trans>
            </DataList.Label>
            <DataList.Value>{thread.contact.id}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <section aria-labelledby={`tags-${thread.id}`}>
          <Heading as="h3" size="2" mb="2" id={`tags-${thread.id}`}>
            <Trans>Tags set by automations</Trans>
          </Heading>
          {profile.tags.length > 0 ? (
            <Flex gap="2" wrap="wrap" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {profile.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="soft">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </Flex>
          ) : (
            <Text size="2" color="gray">
              <Trans>No tags yet.</Trans>
            </Text>
          )}
        </section>
        <section aria-labelledby={`runs-${thread.id}`}>
          <Heading as="h3" size="2" mb="2" id={`runs-${thread.id}`}>
            <Trans>Automation runs</Trans>
          </Heading>
          {profile.runs.length > 0 ? (
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {profile.runs.map((run) => (
                  <li key={run.id}>
                    <Flex justify="between" gap="2" align="center">
                      <Text size="2" weight="medium">
                        {run.automationName}
                      </Text>
                      <Badge color={RUN_STATUS_COLORS[run.status]} highContrast>
                        {i18n._(RUN_STATUS_LABELS[run.status])}
                      </Badge>
                    </Flex>
                    <Text size="1" color="gray">
                      {format.dateTime(run.at)}
                    </Text>
                  </li>
                ))}
              </ul>
            </Flex>
          ) : (
            <Text size="2" color="gray">
              <Trans>No automation has answered this person.</Trans>
            </Text>
          )}
        </section>
      </Flex>
    </Drawer>
  )
}
