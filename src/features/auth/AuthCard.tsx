import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { useAuthFlow, type AuthFrameProps } from './authFlow'

/**
 * The centred card the sign-in, registration and reset screens share, or the frame their flow
 * hands down instead (the v2 pages' split design).
 */
export function AuthCard(props: AuthFrameProps) {
  const { Frame } = useAuthFlow()
  return Frame ? <Frame {...props} /> : <CentredCard {...props} />
}

function CentredCard({ title, intro, children, footer }: AuthFrameProps) {
  return (
    <Flex direction="column" align="center" justify="center" minHeight="100vh" p="4" gap="4">
      <Box width="100%" maxWidth="420px">
        <Flex justify="between" align="center" mb="4">
          <BrandMark />
          <LanguageSwitcher />
        </Flex>
        <Card size="4">
          <Flex direction="column" gap="4">
            <AuthHeading title={title} intro={intro} />
            {children}
          </Flex>
        </Card>
        {footer && (
          <Flex justify="center" mt="4" gap="2" wrap="wrap">
            {footer}
          </Flex>
        )}
      </Box>
    </Flex>
  )
}

/** The heading and introduction every sign-in page's frame opens with. */
export function AuthHeading({ title, intro }: Pick<AuthFrameProps, 'title' | 'intro'>) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h1" size="6">
        {title}
      </Heading>
      <Text as="p" color="gray" size="2">
        {intro}
      </Text>
    </Flex>
  )
}
