import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/**
 * The accent (the person's primary colour) for actions, gray for the secondary ones, red only for
 * what destroys. Solid red and gray take `highContrast`: white on their step 9 is under 4.5:1.
 */
export default function ButtonColors() {
  const [last, setLast] = useState('')
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap">
        <Button onClick={() => setLast('publish')}>
          <Trans>Publish automation</Trans>
        </Button>
        <Button color="gray" highContrast onClick={() => setLast('draft')}>
          <Trans>Save as draft</Trans>
        </Button>
        <Button color="red" highContrast onClick={() => setLast('delete')}>
          <Trans>Delete automation</Trans>
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" onClick={() => setLast('publish')}>
          <Trans>Publish automation</Trans>
        </Button>
        <Button variant="soft" color="gray" onClick={() => setLast('draft')}>
          <Trans>Save as draft</Trans>
        </Button>
        <Button variant="soft" color="red" onClick={() => setLast('delete')}>
          <Trans>Delete automation</Trans>
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {last === 'publish' && <Trans>Published: “Price in DM” answers comments now.</Trans>}
        {last === 'draft' && <Trans>Saved as a draft.</Trans>}
        {last === 'delete' && <Trans>In the app, this asks first (see the dialog page).</Trans>}
      </Text>
    </Flex>
  )
}
