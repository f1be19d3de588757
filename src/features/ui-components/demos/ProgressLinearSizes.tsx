import { useLingui } from '@lingui/react/macro'
import { Flex, Progress } from '@radix-ui/themes'

/** Size 1 under a line of text, 2 in a card, 3 as the main figure of a panel. */
export default function ProgressLinearSizes() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <Progress size="1" value={40} aria-label={t`Catalogue sync, small`} />
      <Progress size="2" value={60} aria-label={t`Catalogue sync, medium`} />
      <Progress size="3" value={80} aria-label={t`Catalogue sync, large`} />
    </Flex>
  )
}
