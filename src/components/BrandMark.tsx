import { Flex, Text } from '@radix-ui/themes'
import { Link } from 'wouter'

export function BrandMark() {
  return (
    <Link href="/" aria-label="Conversa" style={{ color: 'inherit', textDecoration: 'none' }}>
      <Flex align="center" gap="2">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text size="4" weight="bold">
          Conversa
        </Text>
      </Flex>
    </Link>
  )
}
