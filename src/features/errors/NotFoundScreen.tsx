import { Trans } from '@lingui/react/macro'
import { StatusScreen } from '@/components/StatusScreen'

export default function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title={<Trans>Page not found</Trans>}
      explanation={
        <Trans>We couldn't find the page you are looking for. It may have moved, or the address may be mistyped.</Trans>
      }
    />
  )
}
