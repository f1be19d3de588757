import { Trans } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { IconBrandInstagram, IconChevronDown, IconWebhook, IconMail, type Icon } from '@tabler/icons-react'
import { Accordion } from 'radix-ui'
import type { ReactNode } from 'react'
import '../expansion-panels.css'

interface PanelProps {
  value: string
  icon: Icon
  title: ReactNode
  /** A short state after the title, part of the button's name. */
  status?: ReactNode
  children: ReactNode
}

function Panel({ value, icon: PanelIcon, title, status, children }: PanelProps) {
  return (
    <Accordion.Item value={value} className="uica-accordion__item">
      <Accordion.Header className="uica-accordion__header">
        <Accordion.Trigger className="uica-accordion__trigger">
          <PanelIcon size={18} aria-hidden />
          <span className="uica-accordion__title">{title}</span>
          {status}
          <IconChevronDown className="uica-accordion__chevron" size={16} aria-hidden />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="uica-accordion__content">
        <div className="uica-accordion__body">{children}</div>
      </Accordion.Content>
    </Accordion.Item>
  )
}

/** An icon before each title and a status badge after it: the connections of an account. */
export default function ExpansionPanelIcons() {
  return (
    <Accordion.Root type="single" collapsible className="uica-accordion">
      <Panel
        value="instagram"
        icon={IconBrandInstagram}
        title={<Trans>Instagram</Trans>}
        status={
          <Badge color="grass" highContrast>
            <Trans>Connected</Trans>
          </Badge>
        }
      >
        <Trans>@auroracoffee, connected by Sofia Reyes. Comments and DMs are read every few seconds.</Trans>
      </Panel>
      <Panel
        value="webhook"
        icon={IconWebhook}
        title={<Trans>Webhook</Trans>}
        status={
          <Badge color="amber" highContrast>
            <Trans>Retrying</Trans>
          </Badge>
        }
      >
        <Trans>The last call to your CRM timed out; Conversa tries again in 5 minutes.</Trans>
      </Panel>
      <Panel value="email" icon={IconMail} title={<Trans>E-mail digest</Trans>}>
        <Trans>Every Monday at 9:00, a summary of last week’s conversations.</Trans>
      </Panel>
    </Accordion.Root>
  )
}
