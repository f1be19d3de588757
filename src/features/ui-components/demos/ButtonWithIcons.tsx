import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { IconArrowRight, IconDownload, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import '../mirrored-icons.css'

/**
 * An icon before the words, or after them for "go on". Radix lays them out with a gap; the
 * arrow is flipped in Arabic with `rtl-flip` (icons that point somewhere must turn).
 */
export default function ButtonWithIcons() {
  const [message, setMessage] = useState('')
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap">
        <Button onClick={() => setMessage('new')}>
          <IconPlus size={16} aria-hidden />
          <Trans>New automation</Trans>
        </Button>
        <Button variant="soft" onClick={() => setMessage('export')}>
          <IconDownload size={16} aria-hidden />
          <Trans>Export conversations</Trans>
        </Button>
        <Button variant="outline" onClick={() => setMessage('next')}>
          <Trans>Next step</Trans>
          <IconArrowRight size={16} aria-hidden className="uica-flip-rtl" />
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {message === 'new' && <Trans>A new automation would open here.</Trans>}
        {message === 'export' && <Trans>Export started: you will get a CSV by e-mail.</Trans>}
        {message === 'next' && <Trans>On to step 2: the reply.</Trans>}
      </Text>
    </Flex>
  )
}
