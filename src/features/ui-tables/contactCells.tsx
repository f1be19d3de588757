import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import { StatusBadge, type StatusTone } from '@/components/status-badge'
import {
  CONTACT_STATUSES,
  LOYALTY_STAMPS,
  type CatalogueContact,
  type ContactStatus,
} from '@/domain/catalogue/contacts'

/** The cells the data-table demos share: a contact's status, name, money, figures and loyalty card. */
export const STATUS_LABELS: Record<ContactStatus, MessageDescriptor> = {
  customer: msg`Customer`,
  lead: msg`Lead`,
  vip: msg`VIP`,
  inactive: msg`Inactive`,
}

const STATUS_TONES: Record<ContactStatus, StatusTone> = {
  customer: 'success',
  lead: 'info',
  vip: 'warning',
  inactive: 'neutral',
}

/** The status filter's choices, in the current language. */
export const statusOptions = (i18n: I18n) =>
  CONTACT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</StatusBadge>
}

/** Avatar, name and @username: the cell that names the row. */
export function ContactName({ contact }: { contact: CatalogueContact }) {
  return (
    <Flex align="center" gap="2">
      <UserAvatar name={contact.name} size="1" />
      <Flex direction="column">
        <bdi>{contact.name}</bdi>
        <Text size="1" color="gray">
          {/* A username reads left to right in any language. */}
          <bdi dir="ltr">@{contact.username}</bdi>
        </Text>
      </Flex>
    </Flex>
  )
}

export function Spend({ euros }: { euros: number }) {
  return <>{useFormat().money(euros, 'EUR')}</>
}

export function Followers({ count }: { count: number }) {
  return <>{useFormat().compact(count)}</>
}

export function LastMessage({ at }: { at: string }) {
  return <>{useFormat().date(at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</>
}

/** The loyalty card as a bar, named with its count for those who do not see it. */
export function LoyaltyProgress({ contact }: { contact: CatalogueContact }) {
  const { t } = useLingui()
  const format = useFormat()
  const stamps = contact.stamps
  return (
    <Flex align="center" gap="2" className="tables-progress">
      <Progress
        value={(stamps / LOYALTY_STAMPS) * 100}
        size="1"
        aria-label={t`Loyalty card of ${contact.name}: ${stamps} of ${LOYALTY_STAMPS} stamps`}
      />
      <Text size="1" color="gray" aria-hidden>
        {format.number(stamps)}/{format.number(LOYALTY_STAMPS)}
      </Text>
    </Flex>
  )
}
