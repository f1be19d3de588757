import { Trans } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { IconExternalLink } from '@tabler/icons-react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'

/**
 * Where it goes somewhere, it is a link that looks like a button (`asChild`): it can be opened in a
 * new tab, shows its address and is announced as a link. A button does something on this page.
 */
export default function ButtonLink() {
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild>
        <Link href={pathOf('components-chip')}>
          <Trans>See the chips</Trans>
        </Link>
      </Button>
      <Button asChild variant="soft">
        <a href="https://help.instagram.com/" target="_blank" rel="noreferrer">
          <Trans>Instagram Help Center</Trans>
          <IconExternalLink size={16} aria-hidden />
        </a>
      </Button>
    </Flex>
  )
}
