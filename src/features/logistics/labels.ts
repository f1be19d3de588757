import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { VehicleState, VehicleWarning } from '@/domain/shop/model'

export const STATE_LABELS: Record<VehicleState, MessageDescriptor> = {
  'on-route': msg`On the way`,
  loading: msg`Loading`,
  unloading: msg`Unloading`,
  waiting: msg`Waiting`,
}
export const WARNING_LABELS: Record<VehicleWarning, MessageDescriptor> = {
  none: msg`No warnings`,
  fuel: msg`Fuel problems`,
  engine: msg`Engine problems`,
  temperature: msg`Temperature too high`,
  tyres: msg`Tyre pressure low`,
}
export const WARNING_TONES: Record<VehicleWarning, StatusTone> = {
  none: 'success',
  fuel: 'warning',
  engine: 'danger',
  temperature: 'warning',
  tyres: 'info',
}
