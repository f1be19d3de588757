import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { useFlowEditor } from './context'
import { stepsInOrder } from './graphEdit'
import { NextStepSelect } from './NextStepSelect'
import { StepCard } from './StepCard'

/**
 * The flow as a list read from the start, every step a named region with its fields and where each
 * of its outcomes leads: the whole editor by keyboard and screen reader.
 */
export function OutlineView() {
  const { t } = useLingui()
  const { graph } = useFlowEditor()
  const startId = useId()
  const steps = stepsInOrder(graph)
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1" className="flow-start">
        <Text as="label" htmlFor={startId} size="2" weight="medium">
          {t`The conversation starts with`}
        </Text>
        <NextStepSelect id={startId} from={null} to={graph.start} label={t`The conversation starts with`} />
      </Flex>
      {steps.length === 0 ? (
        <Text size="2" color="gray">
          {t`No steps yet: choose what happens first.`}
        </Text>
      ) : (
        <ol className="flow-outline" aria-label={t`Steps of the conversation`}>
          {steps.map(({ step, reachable }) => (
            <li key={step.id}>
              <StepCard step={step} reachable={reachable} />
            </li>
          ))}
        </ol>
      )}
    </Flex>
  )
}
