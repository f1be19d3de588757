import { Trans } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useSession, useSessionActor } from '@/runtime/session/useSession'
import { safeReturnPath } from '@/machines/returnPath'
import { AuthCard } from '../AuthCard'
import { AuthFlowProvider, SignInStartedProvider, V1_ROUTES, V2_ROUTES, type AuthFlow } from '../authFlow'
import { AuthSplitFrame } from './AuthSplitFrame'

const V1_FLOW: AuthFlow = { routes: V1_ROUTES, variant: true }
const V2_FLOW: AuthFlow = { Frame: AuthSplitFrame, routes: V2_ROUTES, variant: true }

/** The flow of a variant page, by its route's name (`auth-…-v1` or `auth-…-v2`). */
export function variantFlow(route: string): AuthFlow {
  return route.endsWith('-v2') ? V2_FLOW : V1_FLOW
}

/**
 * An authentication variant page: the product's screen in the route's design, its links kept
 * within the same design. `signsIn`: the screen signs in or registers, which a signed-in visitor
 * cannot do from a public page, so they are told and offered the way out.
 */
export function AuthVariant({
  route,
  signsIn = false,
  leavesItself = false,
  children,
}: {
  route: string
  signsIn?: boolean
  /** The screen moves on by itself once signed in (it has more to do first). */
  leavesItself?: boolean
  children: ReactNode
}) {
  return (
    <AuthFlowProvider value={variantFlow(route)}>
      {signsIn ? <SignInGate leavesItself={leavesItself}>{children}</SignInGate> : children}
    </AuthFlowProvider>
  )
}

function SignInGate({ leavesItself, children }: { leavesItself: boolean; children: ReactNode }) {
  const actor = useSessionActor()
  const session = useSession()
  const search = useSearch()
  const [, navigate] = useLocation()
  // Only this page's form signs in or registers while it is open: credentials sent are its doing
  // (not a profile reloading in the background, which is also `busy`).
  const [submittedHere, setSubmittedHere] = useState(false)
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag('submitted'))
  if (submitting && !submittedHere) setSubmittedHere(true)
  const startedHere = useCallback(() => setSubmittedHere(true), [])
  const signedIn = session.status === 'signedIn'

  useEffect(() => {
    // The product's sign-in routes leave by the guard's rules; a public page leaves by itself.
    if (signedIn && submittedHere && !leavesItself)
      navigate(safeReturnPath(new URLSearchParams(search).get('to')) ?? '/', { replace: true })
  }, [signedIn, submittedHere, leavesItself, search, navigate])

  if (!signedIn || submittedHere) return <SignInStartedProvider value={startedHere}>{children}</SignInStartedProvider>
  const email = session.user?.email ?? ''
  return (
    <AuthCard
      title={<Trans>You are already signed in</Trans>}
      intro={
        <Trans>
          You are signed in as {email}. This page signs in or creates another account: sign out first to use it.
        </Trans>
      }
    >
      <Flex direction="column" gap="3">
        <Button asChild size="3" highContrast>
          <Link href="/">
            <Trans>Go to the dashboards</Trans>
          </Link>
        </Button>
        <Button size="3" variant="soft" onClick={session.signOut}>
          <Trans>Sign out</Trans>
        </Button>
      </Flex>
    </AuthCard>
  )
}
