import { Trans } from '@lingui/react/macro'
import { IconChevronDown } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import '../expansion-panels.css'

/**
 * One panel open at a time (`type="single"`), and `collapsible` lets the open one close. Radix's
 * primitive gives the button, `aria-expanded`, the region and the arrow keys; the look is ours
 * (`uica-accordion` in expansion-panels.css, Radix Themes tokens).
 */
export default function ExpansionPanelSingle() {
  return (
    <Accordion.Root type="single" collapsible defaultValue="window" className="uica-accordion">
      <Accordion.Item value="window" className="uica-accordion__item">
        <Accordion.Header className="uica-accordion__header">
          <Accordion.Trigger className="uica-accordion__trigger">
            <span className="uica-accordion__title">
              <Trans>How long after a comment can we still reply in DM?</Trans>
            </span>
            <IconChevronDown className="uica-accordion__chevron" size={16} aria-hidden />
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="uica-accordion__content">
          <div className="uica-accordion__body">
            <Trans>Instagram allows one private reply within 7 days of the comment.</Trans>
          </div>
        </Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="limits" className="uica-accordion__item">
        <Accordion.Header className="uica-accordion__header">
          <Accordion.Trigger className="uica-accordion__trigger">
            <span className="uica-accordion__title">
              <Trans>Is there a limit on automated DMs?</Trans>
            </span>
            <IconChevronDown className="uica-accordion__chevron" size={16} aria-hidden />
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="uica-accordion__content">
          <div className="uica-accordion__body">
            <Trans>200 per hour per account. Conversa queues the rest and sends them in order.</Trans>
          </div>
        </Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="accounts" className="uica-accordion__item">
        <Accordion.Header className="uica-accordion__header">
          <Accordion.Trigger className="uica-accordion__trigger">
            <span className="uica-accordion__title">
              <Trans>Which accounts can be connected?</Trans>
            </span>
            <IconChevronDown className="uica-accordion__chevron" size={16} aria-hidden />
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="uica-accordion__content">
          <div className="uica-accordion__body">
            <Trans>Professional accounts only: business or creator, linked to a Facebook page.</Trans>
          </div>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  )
}
