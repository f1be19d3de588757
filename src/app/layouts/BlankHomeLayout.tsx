import { Box, Container, Flex, Separator } from '@radix-ui/themes'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { ScrollToTop } from '@/components/ScrollToTop'
import { Footer } from './Footer'
import type { LayoutProps } from './types'
import '@/styles/page.css'

/** Public reading pages (legal texts): a light header with the brand and the language switcher. */
export function BlankHomeLayout({ children }: LayoutProps) {
  return (
    <Flex direction="column" minHeight="100vh">
      <Box asChild px="5" py="3">
        <header>
          <Flex justify="between" align="center" gap="4">
            <BrandMark />
            <LanguageSwitcher />
          </Flex>
        </header>
      </Box>
      <Separator size="4" />
      <Box asChild flexGrow="1" py="6">
        <main id="main-content">
          <Container size="3" px="5">
            {children}
          </Container>
        </main>
      </Box>
      <Separator size="4" />
      <Box asChild px="5" py="4">
        <footer>
          <Footer />
        </footer>
      </Box>
      <ScrollToTop />
    </Flex>
  )
}
