import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useMemo } from 'react'
import type { AutomationTrigger } from '@/domain/automations/model'
import type { FlowGraph } from '@/domain/automations/flow/model'
import { flowPaths, type PathEnding, type PathStep } from '@/domain/automations/flow/paths'
import { REASON_MESSAGES } from '@/domain/automations/messages'
import { outcomeLabel, STEP_KIND_LABELS } from '../flow-editor/labels'
import { MessagePreview, previewOf } from './MessagePreview'

const ENDINGS: Record<PathEnding, MessageDescriptor> = {
  end: msg`The conversation ends here.`,
  handover: msg`The team takes over the conversation.`,
  'goto-flow': msg`The conversation continues in another automation.`,
  loop: msg`The flow goes back to a step already taken on this path (walked once here).`,
  cut: msg`This path goes on, but there are too many paths to show them all.`,
}

/**
 * Every distinct path through the flow, each with the choices that lead along it, the messages its
 * steps would send, shown whole, and the rule that would skip a step.
 */
export function FlowPathsList({ trigger, flow }: { trigger: AutomationTrigger; flow: FlowGraph }) {
  const { t, i18n } = useLingui()
  const found = useMemo(() => flowPaths(trigger, flow), [trigger, flow])
  const count = found.paths.length
  return (
    <section aria-labelledby="flow-paths-heading">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id="flow-paths-heading">
          <Trans>Paths through this automation</Trans>
        </Heading>
        <Text color="gray" size="2">
          {count === 0 ? (
            <Trans>This automation has no steps yet.</Trans>
          ) : (
            <Plural value={count} one="One way a conversation can go." other="# ways a conversation can go." />
          )}
          {found.cut ? ` ${t`Only the first ones are shown.`}` : ''}
        </Text>
        <ol className="rehearsal-paths">
          {found.paths.map((path, index) => (
            <li key={index}>
              <Card>
                <Flex direction="column" gap="2">
                  <Heading as="h3" size="3">
                    <Trans>Path {index + 1}</Trans>
                  </Heading>
                  <ol className="rehearsal-path-steps">
                    {path.steps.map((step, position) => (
                      <PathStepItem key={`${step.stepId}-${position}`} step={step} number={stepNumber(flow, step)} />
                    ))}
                  </ol>
                  <Text size="2" color="gray">
                    {i18n._(ENDINGS[path.ending])}
                  </Text>
                </Flex>
              </Card>
            </li>
          ))}
        </ol>
      </Flex>
    </section>
  )
}

function stepNumber(flow: FlowGraph, step: PathStep): number {
  return Object.keys(flow.steps).indexOf(step.stepId) + 1
}

function PathStepItem({ step, number }: { step: PathStep; number: number }) {
  const { t, i18n } = useLingui()
  const kind = i18n._(STEP_KIND_LABELS[step.step.kind])
  const flowStep = step.step
  const choice = step.choice
    ? outcomeLabel(i18n, flowStep, { from: flowStep.id, outcome: step.choice.outcome, to: null })
    : null
  return (
    <li>
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" weight="bold">
            {t`Step ${number}: ${kind}`}
          </Text>
          {step.skip ? (
            <Badge color="orange" variant="soft">
              <Trans>Would be skipped</Trans>
            </Badge>
          ) : null}
        </Flex>
        {step.skip ? (
          <Text size="1" color="orange">
            {i18n._(REASON_MESSAGES[step.skip])}
          </Text>
        ) : null}
        {flowStep.kind === 'send'
          ? flowStep.messages.map((message, index) => (
              <MessagePreview
                key={message.id}
                message={previewOf(message, index === flowStep.messages.length - 1 ? flowStep.quickReplies : [])}
              />
            ))
          : null}
        {flowStep.kind === 'ask' ? <MessagePreview message={{ text: flowStep.question }} /> : null}
        {flowStep.kind === 'public-reply' ? (
          <Text size="2">
            <Trans>Public reply:</Trans> <bdi>{flowStep.variants.join(' / ')}</bdi>
          </Text>
        ) : null}
        {choice ? (
          <Text size="2" color="gray">
            <Trans>Then: {choice}</Trans>
          </Text>
        ) : null}
      </Flex>
    </li>
  )
}
