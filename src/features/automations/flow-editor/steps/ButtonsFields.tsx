import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { FLOW_LIMITS, type FlowButton } from '@/domain/automations/flow/model'
import { useCharacterCount } from '../fields'
import { newId, replaced } from '../graphEdit'
import { ChoiceField } from './ChoiceField'
import { ListItemActions } from './ListItemActions'
import { TextInput } from './TextInput'
import type { FlowEditorProblem } from '../types'

interface ButtonsFieldsProps {
  /** Whose buttons, as read aloud: "Message 1", "Card 2". */
  owner: string
  buttons: FlowButton[]
  onChange: (buttons: FlowButton[], group?: string) => void
  problemsAt: (path: string) => FlowEditorProblem[]
  /** The path of the buttons in the step (`messages.0.buttons`). */
  path: string
}

/** Up to three buttons, each continuing the flow (routed in "What happens next") or opening a link. */
export function ButtonsFields({ owner, buttons, onChange, problemsAt, path }: ButtonsFieldsProps) {
  const { t } = useLingui()
  const characters = useCharacterCount()
  const max = FLOW_LIMITS.buttonTitleMaxChars
  // The button just added takes the focus: the button that added it may be gone (the limit reached).
  const [added, setAdded] = useState<string | null>(null)
  const add = () => {
    const id = newId('button')
    setAdded(id)
    onChange([...buttons, { id, title: '', action: { kind: 'step', next: null } }])
  }
  return (
    <Flex direction="column" gap="2">
      {buttons.map((button, index) => {
        const name = t`${owner}, button ${index + 1}`
        const set = (next: FlowButton, group?: string) => onChange(replaced(buttons, index, next), group)
        return (
          <Flex key={button.id} gap="3" align="end" wrap="wrap" className="flow-nested">
            <TextInput
              label={t`${name}: title`}
              value={button.title}
              focusOnMount={button.id === added}
              hint={characters(button.title, max)}
              problems={problemsAt(`${path}.${index}.title`)}
              onChange={(title) => set({ ...button, title }, `${path}.${index}.title`)}
            />
            <ChoiceField
              label={t`${name}: a tap`}
              value={button.action.kind}
              options={[
                { value: 'step', label: t`continues the conversation` },
                { value: 'link', label: t`opens a link` },
              ]}
              onChange={(kind) =>
                set({ ...button, action: kind === 'link' ? { kind, url: '' } : { kind, next: null } })
              }
            />
            {button.action.kind === 'link' ? (
              <TextInput
                type="url"
                label={t`${name}: link`}
                value={button.action.url}
                problems={problemsAt(`${path}.${index}.action.url`)}
                onChange={(url) => set({ ...button, action: { kind: 'link', url } }, `${path}.${index}.url`)}
              />
            ) : null}
            <ListItemActions
              name={name}
              index={index}
              count={buttons.length}
              onRemove={() => onChange(buttons.filter((_, at) => at !== index))}
            />
          </Flex>
        )
      })}
      {buttons.length < FLOW_LIMITS.buttonsMax ? (
        <div>
          <Button type="button" variant="soft" size="1" onClick={add}>
            {t`Add a button to ${owner}`}
          </Button>
        </div>
      ) : (
        <Text size="1" color="gray">
          {t({
            message: plural(FLOW_LIMITS.buttonsMax, {
              one: `# of # button on ${owner} (Instagram's limit).`,
              other: `# of # buttons on ${owner} (Instagram's limit).`,
            }),
          })}
        </Text>
      )}
    </Flex>
  )
}
