import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, SegmentedControl } from '@radix-ui/themes'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import '../expansion-panels.css'

type Look = 'default' | 'inset' | 'popout'
const CLASS: Record<Look, string> = {
  default: 'uica-accordion',
  inset: 'uica-accordion uica-accordion--inset',
  popout: 'uica-accordion uica-accordion--popout',
}

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

/**
 * Separate panels: inset (the open one narrows) or popout (it widens and lifts). Only a class
 * changes (expansion-panels.css); margins are logical, so both mirror in Arabic.
 */
export default function ExpansionPanelStyles() {
  const { t } = useLingui()
  const [look, setLook] = useState<Look>('popout')
  return (
    <Flex direction="column" gap="3">
      <SegmentedControl.Root value={look} onValueChange={(value) => setLook(value as Look)} aria-label={t`Style`}>
        <SegmentedControl.Item value="default">
          <Trans>Default</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="inset">
          <Trans>Inset</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="popout">
          <Trans>Popout</Trans>
        </SegmentedControl.Item>
      </SegmentedControl.Root>
      <Accordion.Root type="single" collapsible defaultValue="roast" className={CLASS[look]}>
        <Panel value="roast" title={<Trans>Roast of the month</Trans>}>
          <Trans>Colombia Huila, notes of red apple and panela. 30 followers asked for it this week.</Trans>
        </Panel>
        <Panel value="subscription" title={<Trans>Subscription questions</Trans>}>
          <Trans>Answered with the subscription FAQ and a link to pause a delivery.</Trans>
        </Panel>
        <Panel value="wholesale" title={<Trans>Wholesale enquiries</Trans>}>
          <Trans>Handed to a person: tagged “Wholesale” and assigned to Karim.</Trans>
        </Panel>
      </Accordion.Root>
    </Flex>
  )
}
