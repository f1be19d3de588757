import { Trans } from '@lingui/react/macro'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import type { ReactNode } from 'react'
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

/** Several panels open together (`type="multiple"`): sections of one automation to compare. */
export default function ExpansionPanelMultiple() {
  return (
    <Accordion.Root type="multiple" defaultValue={['trigger', 'reply']} className="uica-accordion">
      <Panel value="trigger" title={<Trans>Trigger</Trans>}>
        <Trans>A comment on any post containing “PRICE” or “HOW MUCH”.</Trans>
      </Panel>
      <Panel value="reply" title={<Trans>Reply</Trans>}>
        <Trans>A DM with the product’s price and a link to the shop.</Trans>
      </Panel>
      <Panel value="follow-up" title={<Trans>Follow-up</Trans>}>
        <Trans>If there is no answer after 24 hours, one reminder with a 10% code.</Trans>
      </Panel>
    </Accordion.Root>
  )
}
