import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { IconAlertOctagon, IconFileText, IconMail, IconSend, IconStar, IconTrash, type Icon } from '@tabler/icons-react'
import type { MailFilter, MailLabel } from '@/domain/email/model'

export const FILTER_NAMES: Record<MailFilter, MessageDescriptor> = {
  inbox: msg`Inbox`,
  sent: msg({ message: 'Sent', context: 'mail folder' }),
  draft: msg({ message: 'Drafts', context: 'mail folder' }),
  starred: msg`Starred`,
  spam: msg`Spam`,
  trash: msg`Trash`,
}

export const FILTER_ICONS: Record<MailFilter, Icon> = {
  inbox: IconMail,
  sent: IconSend,
  draft: IconFileText,
  starred: IconStar,
  spam: IconAlertOctagon,
  trash: IconTrash,
}

export const LABEL_NAMES: Record<MailLabel, MessageDescriptor> = {
  personal: msg({ message: 'Personal', context: 'mail label' }),
  company: msg`Company`,
  important: msg`Important`,
  private: msg`Private`,
}

/** Each label's Radix colour. */
export const LABEL_COLORS: Record<MailLabel, 'green' | 'indigo' | 'amber' | 'red'> = {
  personal: 'green',
  company: 'indigo',
  important: 'amber',
  private: 'red',
}
