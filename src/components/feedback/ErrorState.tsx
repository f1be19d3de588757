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
}

/** Why something could not be loaded, in the current language, with a way to try again. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { i18n } = useLingui()
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <IconAlertTriangle size={18} aria-hidden="true" />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{i18n._(apiErrorMessage(error))}</Callout.Text>
        {onRetry && (
          <Button type="button" size="1" variant="soft" color="red" onClick={() => onRetry()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Flex>
    </Callout.Root>
  )
}
