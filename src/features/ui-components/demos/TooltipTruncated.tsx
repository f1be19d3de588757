import { Trans } from '@lingui/react/macro'
import { Box, Text } from '@radix-ui/themes'
import { Tooltip } from '@/components/Tooltip'

/**
 * A text cut with an ellipsis shows in full in its tooltip. The text is focusable so keyboard
 * users can read it too; screen readers already get the full text.
 */
export default function TooltipTruncated() {
  const caption = (
    <Trans>
      Harvest roast is back: washed Ethiopia Guji, notes of bergamot and apricot, roasted on Tuesday and shipped on
      Wednesday.
    </Trans>
  )
  return (
    <Box maxWidth="260px">
      <Tooltip content={caption}>
        <Text as="p" size="2" truncate tabIndex={0} className="cb-focusable-text">
          {caption}
        </Text>
      </Tooltip>
    </Box>
  )
}
