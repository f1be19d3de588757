import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Card, Flex, Heading, Switch, Text, useThemeContext } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { useId, useState, type ReactNode } from 'react'
import { DrawnLater } from '@/components/deferred'
import { notify } from '@/components/toast'
import { highlightTsx } from './highlight'
import './demo.css'

export interface DemoCardProps {
  /** The demo's name, the card's heading: "Outlined", "With an icon". */
  title: ReactNode
  /** One line on when to use it. */
  description?: ReactNode
  /** The demo file's text, loaded on the first "Show code" (a `?raw` import, see `demoSources`). */
  source: () => Promise<string>
  children: ReactNode
}

type Code =
  { state: 'hidden' } | { state: 'loading' } | { state: 'failed' } | { state: 'shown'; raw: string; html: string }

/**
 * One demo of the catalogue (docs/kit.md, "The catalogue"): the piece rendered live, a switch that
 * shows it in the other reading direction, and its source, highlighted, to read and copy.
 */
export function DemoCard({ title, description, source, children }: DemoCardProps) {
  const { t } = useLingui()
  // Radix's contexts, which the app's theme fills from the preferences: the card reads the page
  // it sits in, and renders wherever a Theme and a direction are provided (its component test).
  const appearance = useThemeContext().appearance === 'dark' ? 'dark' : 'light'
  const direction = Direction.useDirection()
  const [mirrored, setMirrored] = useState(false)
  const [code, setCode] = useState<Code>({ state: 'hidden' })
  const headingId = useId()
  const codeId = useId()
  const previewDirection = mirrored ? (direction === 'rtl' ? 'ltr' : 'rtl') : direction

  const showCode = () => {
    setCode({ state: 'loading' })
    source()
      .then(async (raw) => ({ raw, html: await highlightTsx(raw, appearance) }))
      .then(
        ({ raw, html }) => setCode({ state: 'shown', raw, html }),
        () => setCode({ state: 'failed' }),
      )
  }
  const copy = (raw: string) =>
    void navigator.clipboard.writeText(raw).then(
      () => notify.success(t`The code is copied.`),
      () => notify.error(t`The code could not be copied. Select it and copy it by hand.`),
    )
  const open = code.state !== 'hidden'

  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId} className="demo-card">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <Box>
            <Heading id={headingId} as="h2" size="3">
              {title}
            </Heading>
            {description && (
              <Text as="p" size="2" color="gray">
                {description}
              </Text>
            )}
          </Box>
          <Text as="label" size="1" color="gray">
            <Flex gap="2" align="center">
              <Switch size="1" checked={mirrored} onCheckedChange={setMirrored} />
              {direction === 'rtl' ? <Trans>Left to right</Trans> : <Trans>Right to left</Trans>}
            </Flex>
          </Text>
        </Flex>
        <Direction.Provider dir={previewDirection}>
          <div className="demo-card__preview" dir={previewDirection}>
            <DrawnLater fallback={<div className="demo-card__pending" />}>{children}</DrawnLater>
          </div>
        </Direction.Provider>
        <Flex gap="2" mt="3" justify="end">
          {code.state === 'shown' && (
            <Button size="1" variant="soft" color="gray" onClick={() => copy(code.raw)}>
              <Trans>Copy code</Trans>
            </Button>
          )}
          <Button
            size="1"
            variant="soft"
            aria-expanded={open}
            aria-controls={open ? codeId : undefined}
            onClick={() => (open ? setCode({ state: 'hidden' }) : showCode())}
          >
            {open ? <Trans>Hide code</Trans> : <Trans>Show code</Trans>}
          </Button>
        </Flex>
        {open && (
          <div id={codeId} className="demo-card__code" dir="ltr">
            {code.state === 'loading' && (
              <Text size="2" color="gray" role="status">
                <Trans>Loading the code…</Trans>
              </Text>
            )}
            {code.state === 'failed' && (
              <Flex gap="2" align="center" role="alert">
                <Text size="2" color="red">
                  <Trans>The code could not be loaded. Check your connection and try again.</Trans>
                </Text>
                <Button size="1" variant="soft" onClick={showCode}>
                  <Trans>Try again</Trans>
                </Button>
              </Flex>
            )}
            {code.state === 'shown' && (
              // Shiki's HTML of our own source file: no outside text reaches it.
              <div tabIndex={0} aria-label={t`Source code`} dangerouslySetInnerHTML={{ __html: code.html }} />
            )}
          </div>
        )}
      </section>
    </Card>
  )
}
