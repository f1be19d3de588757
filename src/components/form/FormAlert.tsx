import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'

interface FormAlertProps {
  message: MessageDescriptor
  tone?: 'error' | 'success'
  /** Offered for failures that may pass on their own (service unreachable). */
  onRetry?: () => void
}

/** The outcome of a form submission, announced to screen readers. */
export function FormAlert({ message, tone = 'error', onRetry }: FormAlertProps) {
  const { i18n } = useLingui()
  return (
    <Callout.Root color={tone === 'error' ? 'red' : 'green'} role={tone === 'error' ? 'alert' : 'status'}>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{i18n._(message)}</Callout.Text>
        {onRetry && (
          <Button type="button" size="1" variant="soft" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Flex>
    </Callout.Root>
  )
}
