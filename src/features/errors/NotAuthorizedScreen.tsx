import { Trans } from '@lingui/react/macro'
import { StatusScreen } from '@/components/StatusScreen'

export default function NotAuthorizedScreen() {
  return (
    <StatusScreen
      code="401"
      title={<Trans>You are not authorized</Trans>}
      explanation={
        <Trans>Your account does not have permission to open this page. Ask an administrator if you need access.</Trans>
      }
    />
  )
}
