import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Dialog,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Tabs,
  Text,
} from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import {
  BillingHistoryCard,
  NETWORK_NAMES,
  NotificationsForm,
  SignInsTable,
  SocialProfilesForm,
} from '@/components/account-settings'
import { UserAvatar } from '@/components/avatar'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { apiErrorMessage, QueryContent } from '@/components/feedback'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { ROLE_NAMES } from '@/components/roles'
import { StatusBadge } from '@/components/status-badge'
import { Timeline } from '@/components/timeline'
import { notify } from '@/components/toast'
import { SOCIAL_NETWORKS } from '@/domain/account/settings'
import { monthlyPrice, PLANS, PRICING_CURRENCY } from '@/domain/pages/pricing'
import type { UserDetails } from '@/domain/users/model'
import { ApiError } from '@/lib/apiClient'
import { hrefOf, pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import {
  userQuery,
  userSignInsQuery,
  useEditUser,
  useSaveUserNotifications,
  useSaveUserSocials,
  useSetMemberSuspension,
  useSetUserStatus,
} from './api'
import { UserDetailFields } from './UserFields'
import './users.css'
import {
  clientUserSchemas,
  EVENT_LABELS,
  KIND_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  USER_SERVER_MESSAGES,
} from './labels'

/** `/apps/user/view/{id}`: one person, their plan and what happened to them. */
export default function UserViewScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const user = useQuery(userQuery(params.id ?? ''))
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>User</Trans>
      </Heading>
      <QueryContent query={user} loading={t`Loading the user…`}>
        {(data) => (
          <Grid columns={{ initial: '1', md: '3' }} gap="4" align="start">
            <UserPanel user={data} />
            <Tabs.Root defaultValue="account" className="user-view__main">
              <Tabs.List aria-label={t`User sections`}>
                <Tabs.Trigger value="account">
                  <Trans>Account</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="security">
                  <Trans>Security</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="billing">
                  <Trans>Billing & plan</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="notifications">
                  <Trans>Notifications</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="connections">
                  <Trans>Connections</Trans>
                </Tabs.Trigger>
              </Tabs.List>
              <Box pt="4">
                <Tabs.Content value="account">
                  <ActivityCard user={data} />
                </Tabs.Content>
                <Tabs.Content value="security">
                  <SignInsCard user={data} />
                </Tabs.Content>
                <Tabs.Content value="billing">
                  <Flex direction="column" gap="4">
                    <PlanCard user={data} />
                    <BillingHistoryCard subscription={data.subscription} now={user.dataUpdatedAt} />
                  </Flex>
                </Tabs.Content>
                <Tabs.Content value="notifications">
                  <NotificationsCard user={data} />
                </Tabs.Content>
                <Tabs.Content value="connections">
                  <ConnectionsCard user={data} />
                </Tabs.Content>
              </Box>
            </Tabs.Root>
          </Grid>
        )}
      </QueryContent>
    </Flex>
  )
}

function UserPanel({ user }: { user: UserDetails }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const setStatus = useSetUserStatus(user.id)
  const country = user.country
    ? (new Intl.DisplayNames([format.locale], { type: 'region' }).of(user.country) ?? '')
    : ''
  const role = ROLE_NAMES[user.role] ? i18n._(ROLE_NAMES[user.role]!) : user.role
  const suspended = user.status === 'inactive'
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex direction="column" align="center" gap="2">
          <UserAvatar name={user.fullName} src={user.avatar || null} size="5" />
          <Heading as="h2" size="4" align="center">
            {user.fullName}
          </Heading>
          <Flex gap="2">
            <Badge>{role}</Badge>
            <Badge color={user.kind === 'member' ? 'iris' : 'gray'}>{i18n._(KIND_LABELS[user.kind])}</Badge>
          </Flex>
        </Flex>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>
              <Trans>Username</Trans>
            </DataList.Label>
            <DataList.Value>
              <bdi>@{user.username}</bdi>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>
              <Trans>Email</Trans>
            </DataList.Label>
            <DataList.Value>
              <bdi>{user.email}</bdi>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>
              <Trans>Status</Trans>
            </DataList.Label>
            <DataList.Value>
              <StatusBadge tone={STATUS_TONES[user.status]}>{i18n._(STATUS_LABELS[user.status])}</StatusBadge>
            </DataList.Value>
          </DataList.Item>
          {user.company && (
            <DataList.Item>
              <DataList.Label>
                <Trans>Company</Trans>
              </DataList.Label>
              <DataList.Value>{user.company}</DataList.Value>
            </DataList.Item>
          )}
          {country && (
            <DataList.Item>
              <DataList.Label>
                <Trans>Country</Trans>
              </DataList.Label>
              <DataList.Value>{country}</DataList.Value>
            </DataList.Item>
          )}
          {user.contact && (
            <DataList.Item>
              <DataList.Label>
                <Trans>Contact</Trans>
              </DataList.Label>
              <DataList.Value>
                <bdi>{user.contact}</bdi>
              </DataList.Value>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.Label>
              <Trans>Since</Trans>
            </DataList.Label>
            <DataList.Value>{format.date(user.createdAt)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {user.kind === 'member' ? (
          <>
            <Text as="p" size="2" color="gray">
              <Trans>
                A member signs in to Conversa: they change their own details, and their role changes under{' '}
                <RadixLink asChild>
                  <Link href={pathOf('roles')}>Roles</Link>
                </RadixLink>
                .
              </Trans>
            </Text>
            <Flex justify="center">
              <MemberSuspension user={user} />
            </Flex>
          </>
        ) : (
          <Flex gap="3" justify="center" wrap="wrap">
            <EditUserDialog user={user} />
            <SuspendButton
              user={user}
              pending={setStatus.isPending}
              description={suspended ? t`They become active again.` : t`They stay in the directory, marked inactive.`}
              onConfirm={(done) =>
                setStatus.mutate(suspended ? 'active' : 'inactive', {
                  onSuccess: done,
                  onError: () => notify.error(t`The change could not be saved. Try again.`),
                })
              }
            />
          </Flex>
        )}
      </Flex>
    </Card>
  )
}

/** Suspending a member disables their account: they can no longer sign in nor use the API. */
function MemberSuspension({ user }: { user: UserDetails }) {
  const { t, i18n } = useLingui()
  const setSuspension = useSetMemberSuspension(user.id)
  const suspended = user.status === 'inactive'
  return (
    <SuspendButton
      user={user}
      pending={setSuspension.isPending}
      description={
        suspended
          ? t`They can sign in to Conversa again.`
          : t`They are signed out of Conversa and cannot sign in until an admin reactivates them.`
      }
      onConfirm={(done) =>
        setSuspension.mutate(!suspended, {
          onSuccess: done,
          onError: (error) => notify.error(i18n._(suspensionErrorMessage(error))),
        })
      }
    />
  )
}

/** Suspend or Reactivate, confirmed first; `done` tells the person it worked. */
function SuspendButton({
  user,
  pending,
  description,
  onConfirm,
}: {
  user: UserDetails
  pending: boolean
  description: string
  onConfirm: (done: () => void) => void
}) {
  const { t } = useLingui()
  const suspended = user.status === 'inactive'
  return (
    <ConfirmDialog
      trigger={
        <Button variant="soft" color={suspended ? undefined : 'red'} loading={pending}>
          {suspended ? <Trans>Reactivate</Trans> : <Trans>Suspend</Trans>}
        </Button>
      }
      title={suspended ? t`Reactivate ${user.fullName}?` : t`Suspend ${user.fullName}?`}
      description={description}
      cancelLabel={t`Cancel`}
      confirmLabel={suspended ? t`Reactivate` : t`Suspend`}
      onConfirm={() =>
        onConfirm(() =>
          notify.success(suspended ? t`${user.fullName} is active again.` : t`${user.fullName} is suspended.`),
        )
      }
    />
  )
}

function suspensionErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof ApiError) {
    if (error.code === 'users/suspension-unavailable')
      return msg`Suspending a member needs the Conversa server (npm run serve); this in-browser demo cannot disable an account.`
    if (error.code === 'users/self') return msg`You cannot suspend your own account.`
    if (error.code === 'users/never-signed-in')
      return msg`This member has not signed in yet: there is no account to suspend.`
  }
  return apiErrorMessage(error)
}

function EditUserDialog({ user }: { user: UserDetails }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button>
          <Trans>Edit</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>
          <Trans>Edit user</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t`The details of ${user.fullName}.`}
        </Dialog.Description>
        {open && <EditUserForm user={user} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function EditUserForm({ user, onDone }: { user: UserDetails; onDone: () => void }) {
  const { t } = useLingui()
  const edit = useEditUser(user.id)
  const form = useZodForm(clientUserSchemas().edit, {
    defaultValues: {
      fullName: user.fullName,
      company: user.company,
      country: (user.country || 'FR') as 'FR',
      contact: user.contact,
      plan: user.plan,
    },
  })
  return (
    <Form
      form={form}
      serverMessages={USER_SERVER_MESSAGES}
      aria-label={t`Edit user`}
      onSubmit={async (values) => {
        await edit.mutateAsync(values)
        notify.success(t`The details are saved.`)
        onDone()
      }}
    >
      <UserDetailFields control={form.control} />
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <SubmitButton>
          <Trans>Save changes</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}

function PlanCard({ user }: { user: UserDetails }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const plan = PLANS.find((candidate) => candidate.id === user.plan) ?? PLANS[0]!
  const price = format.money(monthlyPrice(plan, 'monthly'), PRICING_CURRENCY)
  const messages = format.number(plan.messagesPerMonth)
  const accounts = plan.accounts
  return (
    <Card size="3">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          <Trans>Plan</Trans>
        </Heading>
        <Flex gap="2" align="baseline" wrap="wrap">
          <Text size="5" weight="bold">
            {i18n._(PLAN_COPY[plan.id].name)}
          </Text>
          <Text color="gray">
            <Trans>{price} per month</Trans>
          </Text>
        </Flex>
        <Text size="2" color="gray">
          {i18n._(PLAN_COPY[plan.id].pitch)}
        </Text>
        <Text size="2">
          <Trans>
            Up to {accounts} Instagram accounts and {messages} automated messages a month.
          </Trans>
        </Text>
      </Flex>
    </Card>
  )
}

function ActivityCard({ user }: { user: UserDetails }) {
  const { i18n } = useLingui()
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          <Trans>Activity</Trans>
        </Heading>
        <Timeline
          time="absolute"
          items={user.history.map((event, index) => ({
            id: `${event.kind}-${index}`,
            title: i18n._(EVENT_LABELS[event.kind]),
            at: event.at,
            tone: event.kind === 'suspended' ? 'danger' : event.kind === 'created' ? 'accent' : 'info',
          }))}
        />
      </Flex>
    </Card>
  )
}

function SignInsCard({ user }: { user: UserDetails }) {
  const { t } = useLingui()
  const signIns = useQuery(userSignInsQuery(user.id))
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          <Trans>Recent sign-ins</Trans>
        </Heading>
        <QueryContent query={signIns} loading={t`Loading the sign-ins…`}>
          {(list) =>
            list.length === 0 ? (
              <Text as="p" size="2" color="gray">
                {user.kind === 'member' ? (
                  <Trans>No sign-in recorded yet.</Trans>
                ) : (
                  <Trans>People of the directory do not sign in to Conversa.</Trans>
                )}
              </Text>
            ) : (
              <SignInsTable signIns={list} />
            )
          }
        </QueryContent>
      </Flex>
    </Card>
  )
}

/** A directory person's notifications are an admin's to set; a member sets their own. */
function NotificationsCard({ user }: { user: UserDetails }) {
  const { fullName } = user
  const save = useSaveUserNotifications(user.id)
  if (user.notifications === null)
    return (
      <MemberOwnsIt>
        <Trans>
          {fullName} chooses what Conversa tells them about on their own account settings; nobody else sees or changes
          it. Yours are under{' '}
          <RadixLink asChild>
            <Link href={hrefOf('account-settings-tab', { tab: 'notifications' })}>Account settings</Link>
          </RadixLink>
          .
        </Trans>
      </MemberOwnsIt>
    )
  return (
    <NotificationsForm
      key={JSON.stringify(user.notifications)}
      saved={user.notifications}
      save={save}
      intro={<Trans>What {fullName} hears about from Conversa, and where.</Trans>}
      savedMessage={msg`Their notification settings are saved.`}
    />
  )
}

function ConnectionsCard({ user }: { user: UserDetails }) {
  const { t } = useLingui()
  const { fullName } = user
  const save = useSaveUserSocials(user.id)
  if (user.kind === 'directory')
    return (
      <SocialProfilesForm
        key={JSON.stringify(user.socials)}
        saved={user.socials}
        intro={<Trans>The handles of {fullName} elsewhere. Leave a network empty to remove it.</Trans>}
        onSave={async (socials) => {
          await save.mutateAsync(socials)
          notify.success(t`The social profiles of ${fullName} are saved.`)
        }}
      />
    )
  const networks = SOCIAL_NETWORKS.filter((network) => user.socials[network])
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          <Trans>Social profiles</Trans>
        </Heading>
        <Text as="p" size="2" color="gray">
          <Trans>A member links their own profiles and services on their account settings.</Trans>
        </Text>
        {networks.length === 0 ? (
          <Text as="p">
            <Trans>{fullName} has not added any social profile.</Trans>
          </Text>
        ) : (
          <DataList.Root>
            {networks.map((network) => (
              <DataList.Item key={network}>
                <DataList.Label>{NETWORK_NAMES[network]}</DataList.Label>
                <DataList.Value>
                  <bdi>@{user.socials[network]}</bdi>
                </DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </Flex>
    </Card>
  )
}

function MemberOwnsIt({ children }: { children: ReactNode }) {
  return (
    <Card size="3">
      <Text as="p">{children}</Text>
    </Card>
  )
}
