import { Trans } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { Link } from 'wouter'
import { hrefOf } from '@/routes/match'

/** From the builder to the automation's test mode, where it can be played as a customer. */
export function RehearseLink({ automationId }: { automationId: string }) {
  return (
    <Button variant="soft" asChild style={{ alignSelf: 'start' }}>
      <Link href={`${hrefOf('automation-test', { id: automationId })}#rehearsal`}>
        <Trans>Rehearse as a customer</Trans>
      </Link>
    </Button>
  )
}
