import { useLingui } from '@lingui/react/macro'
import { Flex, Spinner } from '@radix-ui/themes'
import { useLoadingWork } from '@/runtime/loading/LoadingBarProvider'

export function PageSpinner() {
  const { t } = useLingui()
  // Shown while a lazy screen loads: the top loading bar runs for as long as this is on screen.
  useLoadingWork()
  return (
    <Flex justify="center" p="6" role="status" aria-label={t`Loading`}>
      <Spinner size="3" />
    </Flex>
  )
}
