import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Heading } from '@radix-ui/themes'
import { IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { flushSync } from 'react-dom'
import type { FlowStep } from '@/domain/automations/flow/model'
import { problemsOf, useFlowEditor } from './context'
import { ProblemLines } from './fields'
import { deleteStep, replaceStep } from './graphEdit'
import { stepName } from './labels'
import { OutcomeList } from './OutcomeList'
import { StepFields } from './StepFields'

interface StepCardProps {
  step: FlowStep
  /** False for a step no path from the start reaches. */
  reachable: boolean
}

/** One step as a named region: what it does, its problems, its fields and where each outcome leads. */
export function StepCard({ step, reachable }: StepCardProps) {
  const { t, i18n } = useLingui()
  const { graph, numbers, problems, change } = useFlowEditor()
  const headingId = useId()
  const name = stepName(i18n, step, numbers.get(step.id) ?? 0)
  const stepProblems = problemsOf(problems, step.id)
  const order = [...numbers.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)
  const previous = order[order.indexOf(step.id) - 1]
  const update = (next: FlowStep, group?: string) =>
    change(replaceStep(graph, next), group === undefined ? undefined : `${step.id}:${group}`)
  return (
    <Card asChild>
      <section aria-labelledby={headingId} className="flow-step" data-step-id={step.id}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="3" id={headingId} tabIndex={-1}>
                {name}
              </Heading>
              {step.id === graph.start ? <Badge color="blue">{t`Starts here`}</Badge> : null}
              {reachable ? null : <Badge color="amber">{t`Nothing leads here`}</Badge>}
            </Flex>
            <Button
              type="button"
              variant="ghost"
              color="red"
              aria-label={t`Delete ${name}`}
              onClick={(event) => {
                const editor = event.currentTarget.closest('.flow-editor')
                // The button goes with its step: focus moves to the step before it, or to where the flow starts.
                flushSync(() => change(deleteStep(graph, step.id)))
                const before = previous ? editor?.querySelector<HTMLElement>(`[data-step-id="${previous}"] h3`) : null
                ;(before ?? editor?.querySelector<HTMLElement>('[data-flow-start]'))?.focus()
              }}
            >
              <IconTrash size={16} aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          </Flex>
          {stepProblems.length > 0 ? (
            <div role="group" aria-label={t`Problems in ${name}`} className="flow-step-problems">
              <ProblemLines problems={stepProblems} />
            </div>
          ) : null}
          <StepFields step={step} onChange={update} />
          <OutcomeList step={step} />
        </Flex>
      </section>
    </Card>
  )
}
