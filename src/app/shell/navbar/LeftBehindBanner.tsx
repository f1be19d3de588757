import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { pathOf } from '@/routes/match'
import { myWorkspacesQuery } from '@/runtime/resources/workspaces'
import { shownWorkspace, useLeftBehind, type LeftBehind } from '@/runtime/tabWorkspace'
import { useSwitchWorkspace } from './useSwitchWorkspace'

/**
 * Said above the screen while the person no longer works in the workspace this tab shows: they
 * switched in another tab or on another device, or were removed from it. What this tab saves would
 * be refused, so it offers to switch back (after a switch), keeping the page and what was typed, or
 * to follow.
 */
export function LeftBehindBanner() {
  const why = useLeftBehind()
  if (!why) return null
  return <Banner why={why} />
}

function Banner({ why }: { why: LeftBehind }) {
  const workspaces = useQuery(myWorkspacesQuery())
  const switchBack = useSwitchWorkspace()
  const { refetch } = workspaces
  // Which one is current now: the list says so once asked again.
  useEffect(() => void refetch(), [refetch])
  const here = workspaces.data?.find((workspace) => workspace.id === shownWorkspace())
  const there = workspaces.data?.find((workspace) => workspace.current && workspace.id !== here?.id)
  return (
    <Callout.Root color="amber" role="alert" mb="4">
      <Flex direction="column" gap="3" align="start">
        <Callout.Text>
          {why === 'removed' ? (
            here ? (
              <Trans>
                You are no longer a member of <bdi>{here.name}</bdi>: nothing you save in this tab is kept.
              </Trans>
            ) : (
              <Trans>You are no longer a member of this workspace: nothing you save in this tab is kept.</Trans>
            )
          ) : here && there ? (
            <Trans>
              You switched to <bdi>{there.name}</bdi> in another tab or on another device. This tab still shows{' '}
              <bdi>{here.name}</bdi>: nothing you save here is kept until you switch back or follow.
            </Trans>
          ) : (
            <Trans>
              You switched to another workspace in another tab or on another device. Nothing you save here is kept until
              you switch back or follow.
            </Trans>
          )}
        </Callout.Text>
        <Flex gap="2" wrap="wrap">
          {why === 'switched' && (
            <Button
              size="2"
              loading={switchBack.isPending}
              onClick={() => {
                const id = shownWorkspace()
                if (id) switchBack.mutate(id)
              }}
            >
              <Trans>Switch back here</Trans>
            </Button>
          )}
          <Button size="2" variant="soft" onClick={() => window.location.assign(pathOf('dashboards'))}>
            {why === 'switched' ? <Trans>Follow to the other workspace</Trans> : <Trans>Go to my workspaces</Trans>}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  )
}
