import { useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { FLOW_LIMITS, type FlowMessage } from '@/domain/automations/flow/model'
import { useFlowEditor } from '../context'
import { moved, newId, replaced } from '../graphEdit'
import { emptyCard } from './CarouselFields'
import { ChoiceField } from './ChoiceField'
import { ListItemActions } from './ListItemActions'
import { MessageFields } from './MessageFields'
import { QuickRepliesFields } from './QuickRepliesFields'
import type { StepFieldsProps } from './stepProps'
import { useStepProblems } from './useStepProblems'

const NEW_MESSAGES: Record<FlowMessage['kind'], () => FlowMessage> = {
  text: () => ({ id: newId('msg'), kind: 'text', text: '', buttons: [] }),
  media: () => ({ id: newId('msg'), kind: 'media', mediaType: 'image', url: '' }),
  carousel: () => ({ id: newId('msg'), kind: 'carousel', cards: [emptyCard()] }),
}

export function SendStepFields({ step, onChange }: StepFieldsProps<'send'>) {
  const { t } = useLingui()
  const { trigger } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  const kindNames: Record<FlowMessage['kind'], string> = {
    text: t`text`,
    media: t`image or video`,
    carousel: t`carousel`,
  }
  const add = (kind: FlowMessage['kind']) => onChange({ ...step, messages: [...step.messages, NEW_MESSAGES[kind]()] })
  const full = step.messages.length >= FLOW_LIMITS.messagesPerStepMax
  return (
    <Flex direction="column" gap="3">
      {trigger.kind === 'comment-keyword' || step.channel === 'private-reply' ? (
        <ChoiceField
          label={t`Sent as`}
          value={step.channel}
          options={[
            { value: 'private-reply', label: t`A private reply to the comment` },
            { value: 'message', label: t`A direct message` },
          ]}
          hint={
            step.channel === 'private-reply'
              ? t`One private reply per comment, within 7 days. The conversation goes on once the person answers or taps.`
              : t`Reaches the person only within 24 hours of their last message.`
          }
          problems={problemsAt('channel')}
          onChange={(channel) => onChange({ ...step, channel })}
        />
      ) : null}
      {step.messages.map((message, index) => {
        const name = t`Message ${index + 1}`
        const kind = kindNames[message.kind]
        return (
          <Card key={message.id} variant="surface">
            <Flex direction="column" gap="2">
              <Flex justify="between" align="center">
                <Text size="2" weight="bold">{t`${name} (${kind})`}</Text>
                <ListItemActions
                  name={name}
                  index={index}
                  count={step.messages.length}
                  onMove={(delta) => onChange({ ...step, messages: moved(step.messages, index, delta) })}
                  onRemove={() => onChange({ ...step, messages: step.messages.filter((_, at) => at !== index) })}
                />
              </Flex>
              <MessageFields
                name={name}
                message={message}
                path={`messages.${index}`}
                problemsAt={problemsAt}
                onChange={(next, group) => onChange({ ...step, messages: replaced(step.messages, index, next) }, group)}
              />
            </Flex>
          </Card>
        )
      })}
      {full ? null : (
        <Flex gap="2" wrap="wrap">
          <Button type="button" variant="soft" size="1" onClick={() => add('text')}>{t`Add a text`}</Button>
          <Button type="button" variant="soft" size="1" onClick={() => add('media')}>{t`Add an image or video`}</Button>
          <Button type="button" variant="soft" size="1" onClick={() => add('carousel')}>{t`Add a carousel`}</Button>
        </Flex>
      )}
      <QuickRepliesFields
        replies={step.quickReplies}
        problemsAt={problemsAt}
        onChange={(quickReplies, group) => onChange({ ...step, quickReplies }, group)}
      />
    </Flex>
  )
}
