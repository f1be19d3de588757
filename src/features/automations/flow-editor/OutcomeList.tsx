import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { outcomesOf, type FlowStep } from '@/domain/automations/flow/model'
import { outcomeLabel } from './labels'
import { NextStepSelect } from './NextStepSelect'

/** Each outcome of a step, saying which step it opens; a new step can be added after any of them. */
export function OutcomeList({ step }: { step: FlowStep }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const edges = outcomesOf(step)
  if (edges.length === 0) return null
  return (
    <Flex direction="column" gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="2" weight="bold">
        {t`What happens next`}
      </Text>
      <ul className="flow-outcomes">
        {edges.map((edge) => {
          const outcome = outcomeLabel(i18n, step, edge)
          return (
            <li key={edge.outcome}>
              <Text size="2">{outcome}</Text>
              <NextStepSelect
                from={{ stepId: step.id, outcome: edge.outcome }}
                to={edge.to}
                label={t`${outcome}: goes to`}
              />
            </li>
          )
        })}
      </ul>
    </Flex>
  )
}
