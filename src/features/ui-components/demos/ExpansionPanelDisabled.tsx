import { Trans } from '@lingui/react/macro'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import type { ReactNode } from 'react'
import '../expansion-panels.css'

interface PanelProps {
  value: string
  title: ReactNode
  disabled?: boolean
  children: ReactNode
}

function Panel({ value, title, disabled, children }: PanelProps) {
  return (
    <Accordion.Item value={value} disabled={disabled} className="uica-accordion__item">
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

/** A panel that cannot open now (`disabled` on the item); its title says why. The arrow keys skip it. */
export default function ExpansionPanelDisabled() {
  return (
    <Accordion.Root type="single" collapsible className="uica-accordion">
      <Panel value="basics" title={<Trans>Basic replies</Trans>}>
        <Trans>Answer comments and DMs with fixed texts.</Trans>
      </Panel>
      <Panel value="ai" title={<Trans>AI replies (on the Pro plan)</Trans>} disabled>
        <Trans>Replies written from your product catalogue.</Trans>
      </Panel>
      <Panel value="hours" title={<Trans>Opening hours</Trans>}>
        <Trans>Outside 8:00–19:00, replies say when a person will answer.</Trans>
      </Panel>
    </Accordion.Root>
  )
}
