import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes'
import { IconPencil } from '@tabler/icons-react'
import { Link } from 'wouter'
import { MAIL_FILTERS, MAIL_LABELS, type MailCounts, type MailFilter, type MailView } from '@/domain/email/model'
import { hrefOf, pathOf } from '@/routes/match'
import { FILTER_ICONS, FILTER_NAMES, LABEL_COLORS, LABEL_NAMES } from './labels'

interface MailSidebarProps {
  view: MailView
  counts: MailCounts | undefined
  onCompose: () => void
  /** A folder or label was chosen (the phone's drawer closes). */
  onNavigate: () => void
}

export const filterHref = (filter: MailFilter) =>
  filter === 'inbox' ? pathOf('email') : hrefOf('email-filter', { filter })

/** Compose, the folders with their badges, the labels. Each folder and label is a link. */
export function MailSidebar({ view, counts, onCompose, onNavigate }: MailSidebarProps) {
  const { t, i18n } = useLingui()
  const badge = (filter: MailFilter) => (filter in (counts ?? {}) ? counts![filter as keyof MailCounts] : 0)
  return (
    <Flex direction="column" gap="4">
      <Button size="3" onClick={onCompose}>
        <IconPencil size={18} aria-hidden />
        <Trans>Compose</Trans>
      </Button>
      <nav aria-label={t`Folders`}>
        <ul className="email-nav">
          {MAIL_FILTERS.map((filter) => {
            const Icon = FILTER_ICONS[filter]
            const current = 'filter' in view && view.filter === filter
            const count = badge(filter)
            return (
              <li key={filter}>
                <Link
                  href={filterHref(filter)}
                  className="email-nav-link"
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden />
                  <span className="email-nav-name">{i18n._(FILTER_NAMES[filter])}</span>
                  {count > 0 && (
                    <>
                      <Badge
                        radius="full"
                        color={filter === 'inbox' ? 'indigo' : filter === 'spam' ? 'red' : 'amber'}
                        aria-hidden
                      >
                        {i18n.number(count)}
                      </Badge>
                      <VisuallyHidden>
                        {filter === 'draft'
                          ? t({ message: plural(count, { one: '# draft', other: '# drafts' }) })
                          : t({ message: plural(count, { one: '# unread', other: '# unread' }) })}
                      </VisuallyHidden>
                    </>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <Text as="p" size="1" weight="medium" color="gray" id="email-labels-heading" mb="1">
          <Trans>Labels</Trans>
        </Text>
        <ul className="email-nav">
          {MAIL_LABELS.map((label) => (
            <li key={label}>
              <Link
                href={hrefOf('email-label', { label })}
                className="email-nav-link"
                aria-current={'label' in view && view.label === label ? 'page' : undefined}
                onClick={onNavigate}
              >
                <span className={`email-label-dot email-label-dot--${LABEL_COLORS[label]}`} aria-hidden />
                <span className="email-nav-name">{i18n._(LABEL_NAMES[label])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Flex>
  )
}
