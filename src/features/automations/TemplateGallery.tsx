import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { FLOW_TEMPLATES } from '@/domain/automations/flow/templates'
import { pathOf } from '@/routes/match'
import './templateGallery.css'

/** The address of the new-automation builder filled from a template. */
const templateHref = (templateId: string) =>
  `${pathOf('automation-new')}?${new URLSearchParams({ template: templateId }).toString()}`

/**
 * The ready flows a new automation may start from, one card each. A card is a link: choosing one
 * opens the builder filled in (its own address, so it also opens in a new tab), and saving it is
 * the second click.
 */
export function TemplateGallery() {
  const { i18n } = useLingui()
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-labelledby="template-gallery-title">
        <Heading as="h2" size="4" id="template-gallery-title">
          <Trans>Start from a template</Trans>
        </Heading>
        <Text as="p" size="2" color="gray">
          <Trans>A ready flow opens filled in: change what you like, then save it. Or start from scratch below.</Trans>
        </Text>
        <ul className="template-gallery">
          {FLOW_TEMPLATES.map((template) => (
            <li key={template.id}>
              <Card asChild size="2" className="template-gallery__card">
                {/* Named by all it shows (the name, then the description), as a visible label must be. */}
                <Link href={templateHref(template.id)}>
                  <Text as="span" weight="bold" size="3">
                    {i18n._(template.name)}
                  </Text>
                  <Text as="span" size="2" color="gray">
                    {i18n._(template.description)}
                  </Text>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Flex>
  )
}
