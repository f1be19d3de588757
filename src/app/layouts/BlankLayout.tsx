import { Box } from '@radix-ui/themes'
import type { LayoutProps } from './types'

/** Full-page screens with no navigation: sign-in, errors. */
export function BlankLayout({ children }: LayoutProps) {
  return (
    <Box asChild minHeight="100vh">
      <main id="main-content">{children}</main>
    </Box>
  )
}
