import { useLingui } from '@lingui/react/macro'
import { Select } from '@radix-ui/themes'
import { FLOW_STEP_KINDS, outcomesOf, type FlowStepKind, type StepId } from '@/domain/automations/flow/model'
import { addStep, newStep, setOutcome, withOutcome } from './graphEdit'
import { STEP_KIND_LABELS, stepName } from './labels'
import { useFlowEditor } from './context'

const ENDS = 'ends'
const NEW = 'new:'

/** The kinds a new step can take here: a public reply only answers a comment. */
export function useAddableKinds(): FlowStepKind[] {
  const { trigger } = useFlowEditor()
  return FLOW_STEP_KINDS.filter((kind) => kind !== 'public-reply' || trigger.kind === 'comment-keyword')
}

interface NextStepSelectProps {
  /** The outcome being routed; null for where the flow starts. */
  from: { stepId: StepId; outcome: string } | null
  to: StepId | null
  label: string
  id?: string
  /** The problems about this outcome, read with it. */
  describedBy?: string
}

/**
 * Where an outcome leads: an existing step, "ends here", or a new step of a chosen kind, created
 * in its place (the new step then leads where the outcome led before).
 */
export function NextStepSelect({ from, to, label, id, describedBy }: NextStepSelectProps) {
  const { t, i18n } = useLingui()
  const { graph, numbers, change, trigger } = useFlowEditor()
  const kinds = useAddableKinds()
  const choose = (value: string) => {
    // Inside a form, Radix's hidden native select reports "" once the value is a step just added
    // (its option is not there yet): that is no choice of the person's.
    if (value === '') return
    if (value.startsWith(NEW)) {
      const opening = Object.keys(graph.steps).length === 0 && trigger.kind === 'comment-keyword'
      let step = newStep(value.slice(NEW.length) as FlowStepKind, opening)
      const first = outcomesOf(step)[0]
      if (first && to) step = withOutcome(step, first.outcome, to)
      change(addStep(graph, step, from))
      return
    }
    const target = value === ENDS ? null : value
    change(from ? setOutcome(graph, from.stepId, from.outcome, target) : { ...graph, start: target })
  }
  const steps = [...numbers.entries()].sort((a, b) => a[1] - b[1])
  return (
    <Select.Root value={to ?? ENDS} onValueChange={choose}>
      <Select.Trigger
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        data-flow-start={from ? undefined : ''}
      />
      <Select.Content>
        <Select.Item value={ENDS}>{from ? t`Ends here` : t`Nothing yet`}</Select.Item>
        {steps.length > 0 ? (
          <Select.Group>
            <Select.Label>{t`A step of this flow`}</Select.Label>
            {steps.map(([stepId, number]) => (
              <Select.Item key={stepId} value={stepId}>
                {stepName(i18n, graph.steps[stepId]!, number)}
              </Select.Item>
            ))}
          </Select.Group>
        ) : null}
        <Select.Separator />
        <Select.Group>
          <Select.Label>{t`A new step…`}</Select.Label>
          {kinds.map((kind) => {
            const kindLabel = i18n._(STEP_KIND_LABELS[kind])
            return (
              <Select.Item key={kind} value={`${NEW}${kind}`}>
                {t`New step: ${kindLabel}`}
              </Select.Item>
            )
          })}
        </Select.Group>
      </Select.Content>
    </Select.Root>
  )
}
