import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { FLOW_LIMITS, type FlowQuickReply } from '@/domain/automations/flow/model'
import { useCharacterCount } from '../fields'
import { moved, newId, replaced } from '../graphEdit'
import type { FlowEditorProblem } from '../types'
import { ListItemActions } from './ListItemActions'
import { TextInput } from './TextInput'

interface QuickRepliesFieldsProps {
  replies: FlowQuickReply[]
  onChange: (replies: FlowQuickReply[], group?: string) => void
  problemsAt: (path: string) => FlowEditorProblem[]
}

/** The answers offered under the step's last message, up to thirteen; each is routed in "What happens next". */
export function QuickRepliesFields({ replies, onChange, problemsAt }: QuickRepliesFieldsProps) {
  const { t } = useLingui()
  const characters = useCharacterCount()
  // The reply just added takes the focus: the button that added it may be gone (the limit reached).
  const [added, setAdded] = useState<string | null>(null)
  const add = () => {
    const id = newId('reply')
    setAdded(id)
    onChange([...replies, { id, title: '', next: null }])
  }
  return (
    <Flex direction="column" gap="2">
      {replies.length > 0 ? (
        <Text size="2" weight="bold">
          {t`Quick replies`}
        </Text>
      ) : null}
      {replies.map((reply, index) => {
        const name = t`Quick reply ${index + 1}`
        return (
          <Flex key={reply.id} gap="2" align="end">
            <TextInput
              label={name}
              value={reply.title}
              focusOnMount={reply.id === added}
              hint={characters(reply.title, FLOW_LIMITS.quickReplyTitleMaxChars)}
              problems={problemsAt(`quickReplies.${index}.title`)}
              onChange={(title) => onChange(replaced(replies, index, { ...reply, title }), `quickReplies.${index}`)}
            />
            <ListItemActions
              name={name}
              index={index}
              count={replies.length}
              onMove={(delta) => onChange(moved(replies, index, delta))}
              onRemove={() => onChange(replies.filter((_, at) => at !== index))}
            />
          </Flex>
        )
      })}
      {replies.length < FLOW_LIMITS.quickRepliesMax ? (
        <div>
          <Button type="button" variant="soft" size="1" onClick={add}>
            {t`Add a quick reply`}
          </Button>
        </div>
      ) : (
        <Text size="1" color="gray">
          {t({
            message: plural(FLOW_LIMITS.quickRepliesMax, {
              one: "# of # quick reply (Instagram's limit).",
              other: "# of # quick replies (Instagram's limit).",
            }),
          })}
        </Text>
      )}
    </Flex>
  )
}
