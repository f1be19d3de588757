import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { outcomesOf, type FlowStep } from '@/domain/automations/flow/model'
import { stepOutcomes } from '@/domain/automations/flow/outcomes'
import { problemsOf, useFlowEditor } from './context'
import { ProblemLines } from './fields'
import { outcomeLabel } from './labels'
import { NextStepSelect } from './NextStepSelect'

/** Each outcome of a step, saying which step it opens; a new step can be added after any of them. */
export function OutcomeList({ step }: { step: FlowStep }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const { problems } = useFlowEditor()
  const edges = outcomesOf(step)
  // Where each outcome sits in the step, as the flow's checks name it (`messages.0.buttons.1`, `timeout`).
  const paths = new Map(stepOutcomes(step).map((outcome) => [outcome.outcome, outcome.path]))
  if (edges.length === 0) return null
  return (
    <Flex direction="column" gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="2" weight="bold">
        {t`What happens next`}
      </Text>
      <ul className="flow-outcomes">
        {edges.map((edge) => {
          const outcome = outcomeLabel(i18n, step, edge)
          const path = paths.get(edge.outcome)
          const outcomeProblems = path === undefined ? [] : problemsOf(problems, step.id, path)
          const problemsId = `${headingId}-${edge.outcome}`
          return (
            <li key={edge.outcome}>
              <Text size="2">{outcome}</Text>
              <NextStepSelect
                from={{ stepId: step.id, outcome: edge.outcome }}
                to={edge.to}
                label={t`${outcome}: goes to`}
                describedBy={outcomeProblems.length > 0 ? problemsId : undefined}
              />
              {outcomeProblems.length > 0 ? (
                <div className="flow-outcome-problems">
                  <ProblemLines id={problemsId} problems={outcomeProblems} />
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Flex>
  )
}
