import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import '../expansion-panels.css'

function Panel({ value, title, children }: { value: string; title: ReactNode; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="uica-accordion__item">
      <Accordion.Header className="uica-accordion__header">
        <Accordion.Trigger className="uica-accordion__trigger">
          <span className="uica-accordion__title">{title}</span>
          <IconChevronDown className="uica-accordion__chevron" size={16} aria-hidden />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="uica-accordion__content">
        <div className="uica-accordion__body">{children}</div>
      </Accordion.Content>
    </Accordion.Item>
  )
}

const ALL = ['monday', 'tuesday', 'wednesday']

/** The open panels held in state (`value` / `onValueChange`), so buttons outside can open or close them all. */
export default function ExpansionPanelControlled() {
  const { t } = useLingui()
  const [open, setOpen] = useState<string[]>(['monday'])
  const count = open.length
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Button size="1" variant="soft" disabled={count === ALL.length} onClick={() => setOpen(ALL)}>
          <Trans>Expand all</Trans>
        </Button>
        <Button size="1" variant="soft" color="gray" disabled={count === 0} onClick={() => setOpen([])}>
          <Trans>Collapse all</Trans>
        </Button>
        <Text size="1" color="gray">
          {t`${plural(count, { 0: 'No day open', one: '# day open', other: '# days open' })}`}
        </Text>
      </Flex>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="uica-accordion">
        <Panel value="monday" title={<Trans>Monday’s digest</Trans>}>
          <Trans>58 conversations, 41 answered automatically.</Trans>
        </Panel>
        <Panel value="tuesday" title={<Trans>Tuesday’s digest</Trans>}>
          <Trans>73 conversations, 60 answered automatically.</Trans>
        </Panel>
        <Panel value="wednesday" title={<Trans>Wednesday’s digest</Trans>}>
          <Trans>49 conversations, 38 answered automatically.</Trans>
        </Panel>
      </Accordion.Root>
    </Flex>
  )
}
