import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { Component, type ReactNode } from 'react'

interface State {
  failed: boolean
}

/**
 * A screen that fails to load (a lost chunk after a deploy, no network) or throws while rendering
 * shows a translated message with a way out instead of a blank page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen failed', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Flex direction="column" gap="3" p="5" role="alert">
        <Callout.Root color="red">
          <Callout.Text>
            <Trans>This screen could not be loaded. Check your connection and try again.</Trans>
          </Callout.Text>
        </Callout.Root>
        <div>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      </Flex>
    )
  }
}
