import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import type { FormDraft } from './useFormDraft'

/**
 * Says, above a form, that `useFormDraft` put back the values left unsaved in this tab (with a way
 * to start over), or that what was kept could not be read and the form starts afresh.
 */
export function FormDraftNotice({ draft }: { draft: Pick<FormDraft<unknown>, 'notice' | 'dirty' | 'discard'> }) {
  if (draft.notice === 'unreadable')
    return (
      <Callout.Root color="amber" size="1" role="status">
        <Callout.Text>
          <Trans>The unsaved changes kept in this tab could not be read, so the form starts afresh.</Trans>
        </Callout.Text>
      </Callout.Root>
    )
  if (draft.notice !== 'restored' || !draft.dirty) return null
  return (
    <Callout.Root color="blue" size="1" role="status">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          <Trans>Your unsaved changes from before are back. Save them or discard them.</Trans>
        </Callout.Text>
        <Button type="button" size="1" variant="soft" color="gray" onClick={draft.discard}>
          <Trans>Discard changes</Trans>
        </Button>
      </Flex>
    </Callout.Root>
  )
}
