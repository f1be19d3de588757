import { Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import './demo.css'

interface CataloguePageProps {
  /** The page's h1: the piece it shows. */
  title: ReactNode
  /** What the piece is for and which kit module to import. */
  intro: ReactNode
  /** `DemoCard`s. */
  children: ReactNode
  /** One column (wide demos: tables, editors, wizards) instead of two on wide screens. */
  wide?: boolean
}

/** A page of the UI catalogue: its heading, a line of introduction, its demos in a grid. */
export function CataloguePage({ title, intro, children, wide = false }: CataloguePageProps) {
  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray" mt="1">
          {intro}
        </Text>
      </div>
      <div className={wide ? 'demo-grid demo-grid--wide' : 'demo-grid'}>{children}</div>
    </Flex>
  )
}
