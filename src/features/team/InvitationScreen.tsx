import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useEffect, useRef } from 'react'
import { Form, formMessage, InputField, SubmitButton, useZodForm } from '@/components/form'
import { authErrorCode, authErrorMessage } from '@/lib/authErrors'
import type { ScreenProps } from '@/routes/types'
import { pathOf } from '@/routes/match'
import { useSession } from '@/runtime/session/useSession'
import { useAcceptInvitation, useSignInWithInvitationLink } from './api'
import { invitationProblem, signInLinkIn } from './invitationLink'
import { emailSchema, LINK_PROBLEMS } from './labels'

/**
 * /convite/:id, where an invitation's email link lands. Signed out, the link signs the invitee in
 * (with the address it was sent to, which they confirm); signed in, the invitation is accepted and
 * the app starts again in the workspace: a full load, so that the session's rules and every view
 * are the new workspace's (the same as after switching workspaces).
 */
export default function InvitationScreen({ params }: ScreenProps) {
  const id = params.id ?? ''
  const { status, user, signOut } = useSession()
  const email = user?.email ?? ''
  const accept = useAcceptInvitation(() => window.location.assign(pathOf('dashboards')))
  // Coming from the email, the invitee is here to join: signed in (or once the link signs them
  // in), the invitation is accepted at once. A bare visit asks first.
  const fromEmail = signInLinkIn(window.location.href) !== null
  const asked = useRef(false)
  useEffect(() => {
    if (status !== 'signedIn' || !fromEmail || asked.current) return
    asked.current = true
    accept.mutate(id)
  }, [status, fromEmail, id, accept])

  return (
    <Flex direction="column" align="center" p="4">
      <Card size="3" style={{ inlineSize: '100%', maxInlineSize: 480 }}>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            <Trans>Join a workspace</Trans>
          </Heading>
          {status === 'signedOut' ? (
            <SignInWithLink />
          ) : accept.error ? (
            <AcceptProblem error={accept.error} email={email} onSignOut={signOut} />
          ) : status === 'signedIn' && accept.isIdle && !fromEmail ? (
            <Flex direction="column" gap="3" align="start">
              <Text as="p">
                <Trans>
                  Join the workspace that invited <bdi>{email}</bdi>?
                </Trans>
              </Text>
              <Button onClick={() => accept.mutate(id)}>
                <Trans>Join the workspace</Trans>
              </Button>
            </Flex>
          ) : (
            <Flex align="center" gap="2" role="status">
              <Spinner />
              <Text>
                {accept.isIdle ? <Trans>Checking who is signed in…</Trans> : <Trans>Joining the workspace…</Trans>}
              </Text>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  )
}

function SignInWithLink() {
  const { t } = useLingui()
  const link = signInLinkIn(window.location.href)
  const signIn = useSignInWithInvitationLink()
  const form = useZodForm(emailSchema, { defaultValues: { email: '' } })
  if (!link)
    return (
      <Text as="p">
        <Trans>Open this page with the link from your invitation email.</Trans>
      </Text>
    )
  return (
    <>
      <Text as="p">
        <Trans>Enter the email address the invitation was sent to: the link signs you in with it.</Trans>
      </Text>
      <Form
        form={form}
        aria-label={t`Sign in with the invitation link`}
        onSubmit={async ({ email }) => {
          try {
            await signIn.mutateAsync({ email, link })
          } catch (error) {
            const code = authErrorCode(error)
            form.setError('root.server', {
              type: 'server',
              message: formMessage(LINK_PROBLEMS[code] ?? authErrorMessage(code)),
            })
          }
        }}
      >
        <Flex direction="column" gap="3">
          <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" required />
          <SubmitButton>{t`Sign in and join`}</SubmitButton>
        </Flex>
      </Form>
    </>
  )
}

function AcceptProblem({ error, email, onSignOut }: { error: Error; email: string; onSignOut(): void }) {
  const { i18n } = useLingui()
  const problem = invitationProblem(error)
  return (
    <Flex direction="column" gap="3" align="start">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{i18n._(problem.message)}</Callout.Text>
      </Callout.Root>
      {problem.wrongAccount && (
        <>
          <Text as="p" color="gray">
            <Trans>
              You are signed in as <bdi>{email}</bdi>.
            </Trans>
          </Text>
          <Button variant="soft" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
        </>
      )}
    </Flex>
  )
}
