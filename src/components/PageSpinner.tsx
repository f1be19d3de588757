import { useLingui } from '@lingui/react/macro'
import { Flex, Spinner } from '@radix-ui/themes'

export function PageSpinner() {
  const { t } = useLingui()
  return (
    <Flex justify="center" p="6" role="status" aria-label={t`Loading`}>
      <Spinner size="3" />
    </Flex>
  )
}
