import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { readAuthorizationRedirect, type AuthorizationRedirect } from '@/domain/instagram/oauth'
import { ApiError } from '@/lib/apiClient'
import { integrationErrorMessage } from '@/domain/instagram/messages'
import type { CompleteConnectionRequest } from '@/domain/instagram/apiTypes'
import { useCompleteConnection } from './api'
import { expectedOAuthState, forgetOAuthState } from './oauthState'

type View = { kind: 'working' } | { kind: 'failed'; message: MessageDescriptor; detail?: string; retryable: boolean }

const STATE_MISMATCH = msg`This answer from Instagram does not match the connection you started, so it was refused for your safety. Start the connection again.`

/** The exchange's failure, if it failed; working while it runs or before it starts. */
function failureOf(error: unknown, status: string | undefined): View {
  if (status !== 'error') return { kind: 'working' }
  // A network failure never reached Instagram: the same code may be tried again.
  const retryable = error instanceof ApiError && (error.isNetworkError || error.code === 'instagram/unreachable')
  return { kind: 'failed', message: integrationErrorMessage(error), retryable }
}

/** What can be refused before asking the backend: a denial, an error, no code, a foreign state. */
function refusalOf(redirect: AuthorizationRedirect, expectedState: string | null): View | null {
  switch (redirect.kind) {
    case 'denied':
      return {
        kind: 'failed',
        message: msg`You cancelled the connection on Instagram. No account was connected.`,
        retryable: false,
      }
    case 'error':
      return {
        kind: 'failed',
        message: msg`Instagram could not complete the connection.`,
        detail: redirect.description || redirect.error,
        retryable: false,
      }
    case 'missing':
      return {
        kind: 'failed',
        message: msg`Instagram's answer is missing from this address. Start the connection again.`,
        retryable: false,
      }
    case 'code':
      return !redirect.state || redirect.state !== expectedState
        ? { kind: 'failed', message: STATE_MISMATCH, retryable: false }
        : null
  }
}

/**
 * /callback/instagram and /callback/instagram/{code}: where Instagram sends the browser back.
 * Checks the state against the one this tab started, lets the backend exchange the code (the
 * token stays there), and lands on /integracoes with the new account.
 */
export default function InstagramCallbackScreen({ params }: ScreenProps) {
  const { i18n } = useLingui()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [expected] = useState(expectedOAuthState)
  const redirect = useMemo(() => readAuthorizationRedirect(search, params.code), [search, params.code])
  const refusal = useMemo(() => refusalOf(redirect, expected), [redirect, expected])
  const authorization = useMemo<CompleteConnectionRequest | null>(
    () =>
      redirect.kind === 'code' && redirect.state && !refusal ? { code: redirect.code, state: redirect.state } : null,
    [redirect, refusal],
  )
  const { attempt, retry } = useCompleteConnection(authorization)
  const view: View = refusal ?? failureOf(attempt?.error, attempt?.status)

  useEffect(() => {
    if (redirect.kind === 'denied') forgetOAuthState()
  }, [redirect])
  useEffect(() => {
    if (attempt?.status === 'success') navigate(pathOf('integrations'), { replace: true })
  }, [attempt?.status, navigate])

  return (
    <Flex align="center" justify="center" minHeight="100vh" p="4">
      <Card size="4" style={{ maxWidth: 520, width: '100%' }}>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="5">
            <Trans>Connecting Instagram</Trans>
          </Heading>
          {view.kind === 'working' ? (
            <Flex align="center" gap="2" role="status">
              <Spinner />
              <Text>
                <Trans>Finishing the connection with Instagram…</Trans>
              </Text>
            </Flex>
          ) : (
            <>
              <Callout.Root color="red" role="alert">
                <Callout.Text>{i18n._(view.message)}</Callout.Text>
                {view.detail ? <Callout.Text size="1">{view.detail}</Callout.Text> : null}
              </Callout.Root>
              <Flex gap="3" justify="end">
                {view.retryable ? (
                  <Button variant="soft" onClick={retry}>
                    <Trans>Try again</Trans>
                  </Button>
                ) : null}
                <Button asChild>
                  <Link href={pathOf('integrations')}>
                    <Trans>Back to integrations</Trans>
                  </Link>
                </Button>
              </Flex>
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  )
}
