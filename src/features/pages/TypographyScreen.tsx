import { Trans } from '@lingui/react/macro'
import { Blockquote, Code, Em, Flex, Heading, Kbd, Link, Quote, Strong, Text } from '@radix-ui/themes'
import { Panel } from '@/components/panel'
import { StatusBadge, type StatusTone } from '@/components/status-badge'
import './pages.css'

const HEADING_SIZES = ['8', '7', '6', '5', '4', '3'] as const
const TEXT_SIZES = ['5', '4', '3', '2', '1'] as const
const TONES: StatusTone[] = ['success', 'warning', 'danger', 'info', 'neutral']

/** `/pages/typography`: the type scale, text styles and colours the screens use, as Radix Themes draws them. */
export default function TypographyScreen() {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Typography</Trans>
      </Heading>
      <Panel
        title={<Trans>Headings</Trans>}
        description={<Trans>Each screen has one h1; sections go down in order.</Trans>}
      >
        <Flex direction="column" gap="3">
          {HEADING_SIZES.map((size, index) => (
            // Shown as paragraphs in heading styles: the page keeps one h1 and sections in order.
            <Heading key={size} size={size} asChild>
              <p>
                <Trans>Heading {index + 1}: reply to every comment</Trans>
              </p>
            </Heading>
          ))}
        </Flex>
      </Panel>
      <Panel
        title={<Trans>Text sizes</Trans>}
        description={<Trans>Size 3 for reading, 2 for tables, 1 for captions.</Trans>}
      >
        <Flex direction="column" gap="2">
          {TEXT_SIZES.map((size) => (
            <Text key={size} as="p" size={size}>
              <Trans>Size {size}: a keyword in a comment sends a private reply within seconds.</Trans>
            </Text>
          ))}
        </Flex>
      </Panel>
      <Panel title={<Trans>Text styles</Trans>}>
        <Flex direction="column" gap="3">
          <Text as="p">
            <Trans>
              <Strong>Strong</Strong> for what must not be missed, <Em>emphasis</Em> for a nuance, <Code>PRICES</Code>{' '}
              for a payload, <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> for a shortcut, and a{' '}
              <Link href="#text-styles" underline="always">
                link
              </Link>
              .
            </Trans>
          </Text>
          <Text as="p" id="text-styles">
            <Trans>
              A customer wrote: <Quote>Your reply arrived before I had closed the app.</Quote>
            </Trans>
          </Text>
          <Blockquote>
            <Trans>Instagram allows one private reply per comment, within seven days of it.</Trans>
          </Blockquote>
          <Text as="p" weight="light">
            <Trans>Light weight, for secondary figures.</Trans>
          </Text>
          <Text as="p" weight="medium">
            <Trans>Medium weight, for labels.</Trans>
          </Text>
          <Text as="p" color="gray">
            <Trans>Gray text, for descriptions and hints.</Trans>
          </Text>
        </Flex>
      </Panel>
      <Panel
        title={<Trans>Colours</Trans>}
        description={<Trans>The primary colour follows the customizer; status colours keep their meaning.</Trans>}
      >
        <Flex direction="column" gap="3">
          <Text as="p" style={{ color: 'var(--accent-11)' }}>
            <Trans>Primary colour: links, the active menu entry, main buttons.</Trans>
          </Text>
          <Flex gap="2" wrap="wrap">
            {TONES.map((tone) => (
              <StatusBadge key={tone} tone={tone}>
                {tone === 'success' ? (
                  <Trans>Sent</Trans>
                ) : tone === 'warning' ? (
                  <Trans>Partly sent</Trans>
                ) : tone === 'danger' ? (
                  <Trans>Failed</Trans>
                ) : tone === 'info' ? (
                  <Trans>Queued</Trans>
                ) : (
                  <Trans>Skipped</Trans>
                )}
              </StatusBadge>
            ))}
          </Flex>
        </Flex>
      </Panel>
    </Flex>
  )
}
