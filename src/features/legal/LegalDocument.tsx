import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Heading, Link as RadixLink, Separator, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import type { FixedRouteName } from '@/routes/table'
import { LEGAL_CONTACT_EMAIL } from './legalFacts'

export interface LegalSection {
  /** Stable fragment id: table-of-contents links and shared URLs point at it. */
  id: string
  title: ReactNode
  content: ReactNode
}

interface LegalDocumentProps {
  title: ReactNode
  /** ISO date (YYYY-MM-DD) of the text's last revision. */
  lastUpdated: string
  intro: ReactNode
  sections: readonly LegalSection[]
}

/** A long legal text: title, revision date, table of contents, then one titled section each. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const { t, i18n } = useLingui()
  // The date is a calendar day, not an instant: format it in UTC so no time zone shifts it.
  const formattedDate = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${lastUpdated}T00:00:00Z`),
  )
  return (
    <article aria-labelledby="legal-document-title">
      <Heading as="h1" size="8" mb="2" id="legal-document-title">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="5">
        <Trans>
          Last updated: <time dateTime={lastUpdated}>{formattedDate}</time>
        </Trans>
      </Text>
      {intro}
      <Box asChild my="5" p="4" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-3)' }}>
        <nav aria-label={t`Table of contents`}>
          <Text as="p" size="2" weight="bold" mb="2">
            <Trans>Contents</Trans>
          </Text>
          <Box asChild m="0" style={{ paddingInlineStart: 'var(--space-5)' }}>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  {/* High contrast: the accent on the panel's tint falls just short of WCAG AA. */}
                  <RadixLink href={`#${section.id}`} size="2" highContrast>
                    {section.title}
                  </RadixLink>
                </li>
              ))}
            </ol>
          </Box>
        </nav>
      </Box>
      {sections.map((section, index) => (
        <Box asChild key={section.id} style={{ scrollMarginBlockStart: 'var(--space-5)' }}>
          <section id={section.id} aria-labelledby={`${section.id}-title`}>
            {index > 0 && <Separator size="4" my="5" />}
            <Heading as="h2" size="5" mb="3" id={`${section.id}-title`}>
              {section.title}
            </Heading>
            {section.content}
          </section>
        </Box>
      ))}
    </article>
  )
}

/** One paragraph of legal text. */
export function LegalParagraph({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="3" mb="3" style={{ lineHeight: 1.7 }}>
      {children}
    </Text>
  )
}

/** A bulleted list of legal points; each item is its own message. */
export function LegalList({ children }: { children: ReactNode }) {
  return (
    <Box asChild mt="0" mb="3" style={{ paddingInlineStart: 'var(--space-5)', lineHeight: 1.7 }}>
      <ul>{children}</ul>
    </Box>
  )
}

export function LegalListItem({ children }: { children: ReactNode }) {
  return (
    <Text size="3" asChild>
      <li>{children}</li>
    </Text>
  )
}

// Links inside running text are always underlined: colour alone does not set them apart (WCAG 1.4.1).

/** The contact address as a mail link, so messages carry a placeholder rather than the address. */
export function ContactEmailLink() {
  return (
    <RadixLink href={`mailto:${LEGAL_CONTACT_EMAIL}`} underline="always">
      {LEGAL_CONTACT_EMAIL}
    </RadixLink>
  )
}

/** A link to another screen of the app, by route name. */
export function RouteLink({ to, children }: { to: FixedRouteName; children?: ReactNode }) {
  return (
    <RadixLink asChild underline="always">
      <Link href={pathOf(to)}>{children}</Link>
    </RadixLink>
  )
}
