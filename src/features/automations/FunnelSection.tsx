import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex, Text } from '@radix-ui/themes'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import {
  FUNNEL_STAGES,
  type AutomationFunnel,
  type FunnelStage,
  type SplitComparison,
  type SplitVerdict,
  type StageCounts,
} from '@/domain/automations/funnel'
import { ACTION_LABELS } from '@/domain/automations/messages'
import { api } from '@/runtime/api'
import './funnel.css'

export const automationFunnelQuery = (id: string) =>
  queryOptions({
    queryKey: ['automations', 'funnel', id] as const,
    queryFn: () => api.get<AutomationFunnel>(`/automations/${encodeURIComponent(id)}/funnel`),
  })

const STAGE_LABELS: Record<FunnelStage, MessageDescriptor> = {
  triggered: msg`Triggered`,
  sent: msg`First message sent`,
  opened: msg`Opened`,
  tapped: msg`Tapped a button`,
  clicked: msg`Clicked a link`,
  captured: msg`Answer captured`,
}

/**
 * How far the people this automation answered went (the funnel's stages as bars, each with its
 * share of those triggered), per step, per post, and each A/B split's branches with the verdict.
 */
export function FunnelSection({ automationId }: { automationId: string }) {
  const { t } = useLingui()
  const funnel = useQuery(automationFunnelQuery(automationId))
  if (funnel.error)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          <Trans>The funnel could not be loaded.</Trans>
        </Callout.Text>
      </Callout.Root>
    )
  if (!funnel.data) return null
  const { stages, steps, posts, splits } = funnel.data
  return (
    <Flex direction="column" gap="3">
      <Panel
        title={<Trans>Funnel</Trans>}
        description={<Trans>Each stage counts runs: people who got that far.</Trans>}
      >
        <StageBars stages={stages} label={t`Funnel stages`} />
      </Panel>
      <PanelGrid>
        {splits.map((split) => (
          <SplitPanel key={split.stepId} split={split} />
        ))}
        {steps.length > 0 ? (
          <Panel title={<Trans>Per step</Trans>} headingLevel="h3">
            <StepList steps={steps} />
          </Panel>
        ) : null}
        {posts.length > 0 ? (
          <Panel title={<Trans>Per post</Trans>} headingLevel="h3">
            <ul className="funnel-list">
              {posts.map(({ mediaId, stages }) => (
                <li key={mediaId}>
                  <Text as="p" weight="medium">
                    <Trans>Post {mediaId}</Trans>
                  </Text>
                  <StageBars stages={stages} label={t`Funnel of post ${mediaId}`} />
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
      </PanelGrid>
    </Flex>
  )
}

function StageBars({ stages, label }: { stages: StageCounts; label: string }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const total = stages.triggered
  return (
    <ol className="funnel-bars" aria-label={label}>
      {FUNNEL_STAGES.map((stage) => {
        const share = total > 0 ? stages[stage] / total : 0
        return (
          <li key={stage} className="funnel-bar">
            <span className="funnel-bar-label">{i18n._(STAGE_LABELS[stage])}</span>
            <span className="funnel-bar-track" aria-hidden="true">
              <span className="funnel-bar-fill" style={{ inlineSize: `${share * 100}%` }} />
            </span>
            <span className="funnel-bar-value">{`${format.number(stages[stage])} (${format.percent(share)})`}</span>
          </li>
        )
      })}
    </ol>
  )
}

function StepList({ steps }: { steps: AutomationFunnel['steps'] }) {
  const { i18n } = useLingui()
  const format = useFormat()
  return (
    <ul className="funnel-list">
      {steps.map(({ stepId, kind, entries, outcomes }) => (
        <li key={stepId}>
          <Text as="p" weight="medium">
            {i18n._(ACTION_LABELS[kind])} <Text color="gray">({stepId})</Text>
          </Text>
          <Text as="p" size="2">
            <Plural value={entries} one="# time" other="# times" />
            {outcomes.map((outcome) => (
              <span key={outcome.outcome}>
                {' · '}
                {`${outcome.outcome}: ${format.number(outcome.entries)}`}
              </span>
            ))}
          </Text>
        </li>
      ))}
    </ul>
  )
}

function SplitPanel({ split }: { split: SplitComparison }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const stage = i18n._(STAGE_LABELS[split.stage])
  const step = split.stepId
  return (
    <Panel
      title={<Trans>A/B split {step}</Trans>}
      description={<Trans>After the first message of each branch: {stage}</Trans>}
      headingLevel="h3"
    >
      <ul className="funnel-list">
        {split.branches.map((branch) => {
          const rate = branch.reached > 0 ? branch.converted / branch.reached : 0
          const converted = format.number(branch.converted)
          const reached = format.number(branch.reached)
          const percent = format.percent(rate)
          const label = branch.label
          return (
            <li key={branch.branchId}>
              <Text as="p" weight="medium">
                <Trans>
                  Branch {label}: {converted} of {reached} ({percent})
                </Trans>
              </Text>
              {branch.verdict ? <Verdict verdict={branch.verdict} first={split.branches[0]!.label} /> : null}
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}

function Verdict({ verdict, first }: { verdict: SplitVerdict; first: string }) {
  const format = useFormat()
  const pValue = verdict.kind === 'tested' ? format.number(verdict.pValue, { maximumSignificantDigits: 2 }) : ''
  const minimum = verdict.kind === 'too-small' ? verdict.minimum : 0
  return (
    <Text as="p" size="2" color="gray">
      {verdict.kind === 'too-small' ? (
        <Trans>
          Too few runs to compare with branch {first}: each branch needs at least {minimum}.
        </Trans>
      ) : verdict.significant ? (
        <Trans>
          The difference from branch {first} is significant at 5% (p = {pValue}).
        </Trans>
      ) : (
        <Trans>
          No significant difference from branch {first} (p = {pValue}).
        </Trans>
      )}
    </Text>
  )
}
