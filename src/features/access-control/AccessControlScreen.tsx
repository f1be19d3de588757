import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Code, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { useFormat } from '@/components/format'
import { ROLE_DESCRIPTIONS, ROLE_NAMES, SUBJECT_LABELS } from '@/components/roles'
import { MATRIX_SUBJECTS, matrixOf, type DemoLogin } from '@/domain/roles'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import { pathOf } from '@/routes/match'
import { AccessControlFrame, DemoLoginsUnavailable } from './AccessControlFrame'
import { demoLoginsQuery } from './api'

/**
 * `/access-control` (signed-out visitors only): how roles decide what each person may do
 * (docs/product.md, "Roles and permissions"), what a visitor may open, and the demo's logins to
 * try each role, each a button that really signs in.
 */
export default function AccessControlScreen() {
  const logins = useQuery(demoLoginsQuery())
  return (
    <AccessControlFrame>
      <Flex direction="column" gap="3">
        <Heading as="h1" size="7">
          <Trans>Access control</Trans>
        </Heading>
        <Text as="p" size="3">
          <Trans>
            In Conversa, each person holds a role, and a role is a set of rules. A rule names an action (read, create,
            update or delete) and an area of the app, such as automations or invoices. The menu only shows what your
            role allows, and the server refuses the rest anyway.
          </Trans>
        </Text>
      </Flex>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="5">
          <Trans>You, right now</Trans>
        </Heading>
        <Text as="p">
          <Trans>
            You are not signed in, so you hold no role: the sign-in pages, the public site and the legal pages open for
            you, and every other screen asks you to sign in first.
          </Trans>{' '}
          <RadixLink asChild underline="always">
            <Link href={pathOf('access-control2')}>
              <Trans>See what each role may open</Trans>
            </Link>
          </RadixLink>
        </Text>
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          <Trans>Try each role</Trans>
        </Heading>
        {logins.data ? (
          <div className="access-control__roles">
            {logins.data.map((login) => (
              <DemoLoginCard key={login.email} login={login} />
            ))}
          </div>
        ) : logins.error ? (
          <DemoLoginsUnavailable query={logins} />
        ) : (
          <Text color="gray" role="status" aria-busy="true">
            <Trans>Loading the demo logins…</Trans>
          </Text>
        )}
      </Flex>
    </AccessControlFrame>
  )
}

function DemoLoginCard({ login }: { login: DemoLogin }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const auth = useAuthForm()
  const [chosen, setChosen] = useState(false)
  const role = ROLE_NAMES[login.role] ? t(ROLE_NAMES[login.role]!) : login.role
  const description = ROLE_DESCRIPTIONS[login.role]
  const { matrix } = matrixOf(login.rules)
  const areas = MATRIX_SUBJECTS.filter((subject) => matrix.grants[subject].length > 0).map((subject) =>
    t(SUBJECT_LABELS[subject].name),
  )
  const signIn = () => {
    setChosen(true)
    auth.submit({ type: 'SIGN_IN', credentials: { email: login.email, password: login.password } })
  }
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`demo-${login.role}`}>
        <Flex direction="column" gap="3">
          <Heading as="h3" size="4" id={`demo-${login.role}`}>
            {role}
          </Heading>
          {description && (
            <Text as="p" size="2" color="gray">
              {t(description)}
            </Text>
          )}
          <Text as="p" size="2">
            {matrix.fullAccess ? (
              <Trans>Full access: every screen and every action.</Trans>
            ) : areas.length > 0 ? (
              <Trans>Works with: {format.list(areas)}</Trans>
            ) : (
              <Trans>No access to anything yet.</Trans>
            )}
          </Text>
          <dl className="access-control__login">
            <Text as="span" size="2" color="gray" asChild>
              <dt>
                <Trans>Email</Trans>
              </dt>
            </Text>
            <dd>
              <Code>{login.email}</Code>
            </dd>
            <Text as="span" size="2" color="gray" asChild>
              <dt>
                <Trans>Password</Trans>
              </dt>
            </Text>
            <dd>
              <Code>{login.password}</Code>
            </dd>
          </dl>
          {chosen && auth.failure && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{i18n._(auth.failure.message)}</Callout.Text>
            </Callout.Root>
          )}
          <Button onClick={signIn} loading={chosen && auth.busy} disabled={auth.busy}>
            <Trans>Sign in as {role}</Trans>
          </Button>
        </Flex>
      </section>
    </Card>
  )
}
