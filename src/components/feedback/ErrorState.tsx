import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { IconAlertTriangle } from '@tabler/icons-react'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

interface ErrorStateProps {
  /** The failure as the query holds it (an ApiError, usually); translated when shown. */
  error: unknown
  /** Offered as "Try again"; pass the query's `refetch`. */
  onRetry?: () => unknown
  /**
   * A refresh failed while what was loaded before stays on screen: said in a smaller, amber notice
   * that the screen below may be out of date, rather than as a failure to show anything.
   */
  stale?: boolean
}

/** Why something could not be loaded, in the current language, with a way to try again. */
export function ErrorState({ error, onRetry, stale = false }: ErrorStateProps) {
  const { i18n } = useLingui()
  const reason = i18n._(apiErrorMessage(error))
  const color = stale ? 'amber' : 'red'
  return (
    <Callout.Root color={color} role={stale ? 'status' : 'alert'} size={stale ? '1' : undefined}>
      <Callout.Icon>
        <IconAlertTriangle size={18} aria-hidden="true" />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          {stale ? <Trans>This may be out of date: it could not be refreshed. {reason}</Trans> : reason}
        </Callout.Text>
        {onRetry && (
          <Button type="button" size="1" variant="soft" color={color} onClick={() => onRetry()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Flex>
    </Callout.Root>
  )
}
