import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { FLOW_LIMITS, type FlowMessage } from '@/domain/automations/flow/model'
import { useTextLength } from '../fields'
import { TextWithDetails } from '../TextWithDetails'
import type { FlowEditorProblem } from '../types'
import { ButtonsFields } from './ButtonsFields'
import { CarouselFields } from './CarouselFields'
import { ChoiceField } from './ChoiceField'
import { TextInput } from './TextInput'

interface MessageFieldsProps {
  /** The message as read aloud: "Message 2". */
  name: string
  message: FlowMessage
  onChange: (message: FlowMessage, group?: string) => void
  problemsAt: (path: string) => FlowEditorProblem[]
  path: string
}

/** One message of a send step: a text with buttons, an image or video, or a carousel. */
export function MessageFields({ name, message, onChange, problemsAt, path }: MessageFieldsProps) {
  const { t } = useLingui()
  const length = useTextLength()
  switch (message.kind) {
    case 'text':
      return (
        <Flex direction="column" gap="2">
          <TextWithDetails
            label={t`${name}: text`}
            value={message.text}
            hint={length(message.text, FLOW_LIMITS.textMaxBytes)}
            problems={problemsAt(`${path}.text`)}
            onChange={(text) => onChange({ ...message, text }, `${path}.text`)}
          />
          <ButtonsFields
            owner={name}
            buttons={message.buttons}
            path={`${path}.buttons`}
            problemsAt={problemsAt}
            onChange={(buttons, group) => onChange({ ...message, buttons }, group)}
          />
        </Flex>
      )
    case 'media':
      return (
        <Flex gap="3" wrap="wrap">
          <ChoiceField
            label={t`${name}: kind`}
            value={message.mediaType}
            options={[
              { value: 'image', label: t`Image` },
              { value: 'video', label: t`Video` },
            ]}
            onChange={(mediaType) => onChange({ ...message, mediaType })}
          />
          <TextInput
            type="url"
            label={t`${name}: link to the file`}
            value={message.url}
            problems={problemsAt(`${path}.url`)}
            onChange={(url) => onChange({ ...message, url }, `${path}.url`)}
          />
        </Flex>
      )
    case 'carousel':
      return (
        <CarouselFields
          cards={message.cards}
          path={`${path}.cards`}
          problemsAt={problemsAt}
          onChange={(cards, group) => onChange({ ...message, cards }, group)}
        />
      )
  }
}
