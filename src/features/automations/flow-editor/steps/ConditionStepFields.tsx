import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import type { ClockTime, FlowCondition } from '@/domain/automations/flow/model'
import { useFlowEditor } from '../context'
import { ChoiceField } from './ChoiceField'
import { PostsChoiceField } from './PostsChoiceField'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

type ConditionKind = FlowCondition['kind']

function startingCondition(kind: ConditionKind): FlowCondition {
  switch (kind) {
    case 'has-tag':
      return { kind, tag: '' }
    case 'field':
      return { kind, field: '', test: 'is-set', value: '' }
    case 'follows-account':
      return { kind }
    case 'time-of-day':
      return { kind, from: '09:00', to: '18:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }
    case 'from-post':
      return { kind, mediaIds: [] }
    case 'in-segment':
      return { kind, segmentId: '' }
  }
}

export function ConditionStepFields({ step, onChange }: StepFieldsProps<'condition'>) {
  const { t } = useLingui()
  const { tags, contactFields, segments = [], posts = [] } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  const condition = step.condition
  const set = (next: FlowCondition, group?: string) => onChange({ ...step, condition: next }, group)
  return (
    <Flex direction="column" gap="3">
      <ChoiceField<ConditionKind>
        label={t`Check whether`}
        value={condition.kind}
        options={[
          { value: 'follows-account', label: t`The person follows the account` },
          { value: 'has-tag', label: t`The person has a tag` },
          { value: 'field', label: t`A detail about the person` },
          { value: 'time-of-day', label: t`It is a certain time of day` },
          { value: 'from-post', label: t`They commented on certain posts` },
          { value: 'in-segment', label: t`The person is in a segment` },
        ]}
        onChange={(kind) => set(startingCondition(kind))}
      />
      {condition.kind === 'has-tag' ? (
        <TextInput
          label={t`Tag`}
          value={condition.tag}
          suggestions={tags}
          problems={problemsAt('condition.tag')}
          onChange={(tag) => set({ ...condition, tag }, 'condition.tag')}
        />
      ) : null}
      {condition.kind === 'field' ? (
        <Flex gap="3" wrap="wrap">
          <TextInput
            label={t`Detail`}
            value={condition.field}
            suggestions={contactFields}
            problems={problemsAt('condition.field')}
            onChange={(field) => set({ ...condition, field }, 'condition.field')}
          />
          <ChoiceField
            label={t`Test`}
            value={condition.test}
            options={[
              { value: 'is-set', label: t`is filled in` },
              { value: 'equals', label: t`is exactly` },
              { value: 'contains', label: t`contains` },
            ]}
            onChange={(test) => set({ ...condition, test })}
          />
          {condition.test === 'is-set' ? null : (
            <TextInput
              label={t`Value`}
              value={condition.value}
              problems={problemsAt('condition.value')}
              onChange={(value) => set({ ...condition, value }, 'condition.value')}
            />
          )}
        </Flex>
      ) : null}
      {condition.kind === 'time-of-day' ? (
        <Flex gap="3" wrap="wrap">
          <TextInput
            type="time"
            label={t`From`}
            value={condition.from}
            problems={problemsAt('condition.from')}
            onChange={(from) => set({ ...condition, from: from as ClockTime })}
          />
          <TextInput
            type="time"
            label={t`To`}
            hint={t`In the time zone ${condition.timeZone}; a time before the start runs past midnight.`}
            value={condition.to}
            problems={problemsAt('condition.to')}
            onChange={(to) => set({ ...condition, to: to as ClockTime })}
          />
        </Flex>
      ) : null}
      {condition.kind === 'in-segment' ? (
        <ChoiceField
          label={t`Segment`}
          value={condition.segmentId}
          options={segments.map(({ id, name }) => ({ value: id, label: name }))}
          hint={segments.length === 0 ? t`Save a segment on the Contacts screen first.` : undefined}
          problems={problemsAt('condition.segmentId')}
          onChange={(segmentId) => set({ ...condition, segmentId })}
        />
      ) : null}
      {condition.kind === 'from-post' ? (
        <PostsChoiceField
          label={t`Posts or reels`}
          posts={posts}
          chosen={condition.mediaIds}
          problems={problemsAt('condition.mediaIds')}
          onChange={(mediaIds) => set({ ...condition, mediaIds })}
        />
      ) : null}
    </Flex>
  )
}
