import type { FlowStep } from '@/domain/automations/flow/model'

/** Hands back the edited step; edits with the same `group` (typing into one field) undo together. */
export type StepChange<S extends FlowStep> = (step: S, group?: string) => void

export type StepOf<K extends FlowStep['kind']> = Extract<FlowStep, { kind: K }>

export interface StepFieldsProps<K extends FlowStep['kind']> {
  step: StepOf<K>
  onChange: StepChange<StepOf<K>>
}
