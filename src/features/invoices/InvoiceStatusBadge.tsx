import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '@/components/status-badge'
import type { InvoiceStatus } from '@/domain/invoices'
import { STATUS_LABELS, STATUS_TONES } from './labels'

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</StatusBadge>
}
