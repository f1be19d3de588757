import { Trans } from '@lingui/react/macro'
import { StatusScreen } from '@/components/StatusScreen'

/** `/pages/misc/server-error`: what a visitor reads when the server fails (the template's 500 page). */
export default function ServerErrorScreen() {
  return (
    <StatusScreen
      code="500"
      title={<Trans>Something went wrong on our side</Trans>}
      explanation={
        <Trans>
          The server could not finish your request. Nothing you saved is lost: try again in a moment, and if it keeps
          happening, tell us through the help center.
        </Trans>
      }
    />
  )
}
