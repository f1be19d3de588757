import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

const VARIANTS = ['solid', 'soft', 'surface', 'outline', 'ghost', 'classic'] as const

/**
 * One solid button per view for its main action; soft or surface for the others; ghost in
 * toolbars and tables; classic where the page wants relief.
 */
export default function ButtonVariants() {
  const [clicked, setClicked] = useState<string | null>(null)
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} onClick={() => setClicked(variant)}>
            {variant}
          </Button>
        ))}
      </Flex>
      <Text size="2" color="gray" role="status">
        {clicked ? <Trans>You clicked the {clicked} button.</Trans> : <Trans>Click a button.</Trans>}
      </Text>
    </Flex>
  )
}
