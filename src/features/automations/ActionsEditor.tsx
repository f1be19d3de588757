import { plural } from '@lingui/core/macro'
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, IconButton, Select, Text, TextArea, TextField } from '@radix-ui/themes'
import { useId, useState } from 'react'
import {
  defaultAction,
  type ActionKind,
  type AutomationAction,
  type MessageButton,
  type MessageContent,
} from '@/domain/automations/model'
import {
  DELAY_MAX_MINUTES,
  DELAY_MIN_MINUTES,
  MESSAGE_LIMITS,
  utf8ByteLength,
  type ValidationIssue,
} from '@/domain/automations/validation'
import { ACTION_LABELS } from '@/domain/automations/messages'
import { FieldErrors, issuesAt, LabeledField } from './ValidatedFields'

const ACTION_KINDS: ActionKind[] = ['private-reply', 'public-reply', 'send-dm', 'delay', 'tag-contact']
const COMMENT_ONLY: ActionKind[] = ['private-reply', 'public-reply']

interface ActionsEditorProps {
  actions: AutomationAction[]
  onChange: (actions: AutomationAction[]) => void
  commentTrigger: boolean
  issues: readonly ValidationIssue[]
}

/** The ordered steps of an automation: add, edit, move and remove. */
export function ActionsEditor({ actions, onChange, commentTrigger, issues }: ActionsEditorProps) {
  const { t, i18n } = useLingui()
  const available = ACTION_KINDS.filter((kind) => commentTrigger || !COMMENT_ONLY.includes(kind))
  const [nextKind, setNextKind] = useState<ActionKind>(available[0]!)
  const addKind = available.includes(nextKind) ? nextKind : available[0]!
  const replace = (index: number, action: AutomationAction) =>
    onChange(actions.map((current, at) => (at === index ? action : current)))
  const move = (index: number, delta: number) => {
    const next = [...actions]
    const [moved] = next.splice(index, 1)
    next.splice(index + delta, 0, moved!)
    onChange(next)
  }
  const errorId = useId()

  return (
    <Flex direction="column" gap="3" data-field-path="actions">
      <FieldErrors id={errorId} issues={issuesAt(issues, 'actions')} />
      <ol
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }}
        aria-label={t`Steps`}
      >
        {actions.map((action, index) => {
          const stepName = `${index + 1}. ${i18n._(ACTION_LABELS[action.kind])}`
          return (
            <li key={index} data-field-path={`actions.${index}`}>
              <Card>
                <Flex direction="column" gap="3">
                  <Flex justify="between" align="center" gap="2" wrap="wrap">
                    <Text weight="bold">{stepName}</Text>
                    <Flex gap="1">
                      <IconButton
                        type="button"
                        variant="ghost"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t`Move step ${stepName} up`}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </IconButton>
                      <IconButton
                        type="button"
                        variant="ghost"
                        disabled={index === actions.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t`Move step ${stepName} down`}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </IconButton>
                      <IconButton
                        type="button"
                        variant="ghost"
                        color="red"
                        onClick={() => onChange(actions.filter((_, at) => at !== index))}
                        aria-label={t`Remove step ${stepName}`}
                      >
                        <IconX size={16} aria-hidden />
                      </IconButton>
                    </Flex>
                  </Flex>
                  <FieldErrors id={`${errorId}-${index}`} issues={issuesAt(issues, `actions.${index}`)} />
                  <ActionFields
                    action={action}
                    path={`actions.${index}`}
                    issues={issues}
                    onChange={(updated) => replace(index, updated)}
                  />
                </Flex>
              </Card>
            </li>
          )
        })}
      </ol>
      <Flex gap="2" align="center" wrap="wrap">
        <Select.Root value={addKind} onValueChange={(value) => setNextKind(value as ActionKind)}>
          <Select.Trigger aria-label={t`Kind of step to add`} />
          <Select.Content>
            {available.map((kind) => (
              <Select.Item key={kind} value={kind}>
                {i18n._(ACTION_LABELS[kind])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Button type="button" variant="soft" onClick={() => onChange([...actions, defaultAction(addKind)])}>
          <Trans>Add step</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}

function ActionFields({
  action,
  path,
  issues,
  onChange,
}: {
  action: AutomationAction
  path: string
  issues: readonly ValidationIssue[]
  onChange: (action: AutomationAction) => void
}) {
  const { t, i18n } = useLingui()
  switch (action.kind) {
    case 'private-reply':
    case 'send-dm':
      return (
        <MessageEditor
          message={action.message}
          path={`${path}.message`}
          issues={issues}
          onChange={(message) => onChange({ ...action, message })}
        />
      )
    case 'public-reply':
      return (
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            <Trans>One of these replies is picked at random each time, so the account does not repeat itself.</Trans>
          </Text>
          {action.variants.map((variant, index) => (
            <Flex key={index} gap="2" align="end">
              <div style={{ flexGrow: 1 }}>
                <LabeledField label={t`Reply ${index + 1}`} issues={[]} path={`${path}.variants.${index}`}>
                  {({ inputId }) => (
                    <TextField.Root
                      id={inputId}
                      value={variant}
                      onChange={(event) =>
                        onChange({
                          ...action,
                          variants: action.variants.map((current, at) => (at === index ? event.target.value : current)),
                        })
                      }
                    />
                  )}
                </LabeledField>
              </div>
              <IconButton
                type="button"
                variant="ghost"
                color="red"
                disabled={action.variants.length === 1}
                onClick={() => onChange({ ...action, variants: action.variants.filter((_, at) => at !== index) })}
                aria-label={t`Remove reply ${index + 1}`}
              >
                <IconX size={16} aria-hidden />
              </IconButton>
            </Flex>
          ))}
          <div data-field-path={`${path}.variants`}>
            <FieldErrors id={`${path}-variants`} issues={issuesAt(issues, `${path}.variants`)} />
          </div>
          <div>
            <Button
              type="button"
              variant="soft"
              size="1"
              onClick={() => onChange({ ...action, variants: [...action.variants, ''] })}
            >
              <Trans>Add a reply variant</Trans>
            </Button>
          </div>
        </Flex>
      )
    case 'delay': {
      const delayMin = i18n.number(DELAY_MIN_MINUTES)
      return (
        <LabeledField
          label={t`Wait (minutes)`}
          hint={t({
            message: plural(DELAY_MAX_MINUTES, {
              one: `The next steps are sent after this wait: from ${delayMin} to # minute (24 hours).`,
              other: `The next steps are sent after this wait: from ${delayMin} to # minutes (24 hours).`,
            }),
          })}
          issues={issuesAt(issues, `${path}.seconds`)}
          path={`${path}.seconds`}
        >
          {({ inputId, describedBy, invalid }) => (
            <TextField.Root
              id={inputId}
              type="number"
              inputMode="numeric"
              min={DELAY_MIN_MINUTES}
              max={DELAY_MAX_MINUTES}
              step={1}
              value={String(Math.round((action.seconds / 60) * 100) / 100)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange({ ...action, seconds: Math.round(Number(event.target.value) * 60) })}
            />
          )}
        </LabeledField>
      )
    }
    case 'tag-contact':
      return (
        <LabeledField label={t`Tag`} issues={issuesAt(issues, `${path}.tag`)} path={`${path}.tag`}>
          {({ inputId, describedBy, invalid }) => (
            <TextField.Root
              id={inputId}
              value={action.tag}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange({ ...action, tag: event.target.value })}
            />
          )}
        </LabeledField>
      )
  }
}

/** DM text with its byte counter, plus quick replies or buttons. */
function MessageEditor({
  message,
  path,
  issues,
  onChange,
}: {
  message: MessageContent
  path: string
  issues: readonly ValidationIssue[]
  onChange: (message: MessageContent) => void
}) {
  const { t, i18n } = useLingui()
  const bytesText = i18n.number(utf8ByteLength(message.text))
  const max = MESSAGE_LIMITS.textMaxBytes
  // Instagram's limits stop the person here rather than failing on save.
  const quickRepliesFull = message.quickReplies.length >= MESSAGE_LIMITS.quickRepliesMax
  const buttons = message.buttons.length
  const quickReplies = message.quickReplies.length
  const buttonsMax = i18n.number(MESSAGE_LIMITS.buttonsMax)
  const quickRepliesMax = i18n.number(MESSAGE_LIMITS.quickRepliesMax)
  const buttonsFull = message.buttons.length >= MESSAGE_LIMITS.buttonsMax
  const setButton = (index: number, button: MessageButton) =>
    onChange({ ...message, buttons: message.buttons.map((current, at) => (at === index ? button : current)) })
  return (
    <Flex direction="column" gap="3">
      <LabeledField
        label={t`Message`}
        hint={t({ message: plural(max, { one: `${bytesText} of # byte`, other: `${bytesText} of # bytes` }) })}
        issues={issuesAt(issues, `${path}.text`)}
        path={`${path}.text`}
      >
        {({ inputId, describedBy, invalid }) => (
          <TextArea
            id={inputId}
            value={message.text}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            color={invalid ? 'red' : undefined}
            onChange={(event) => onChange({ ...message, text: event.target.value })}
          />
        )}
      </LabeledField>
      <div data-field-path={path}>
        <FieldErrors
          id={`${path}-errors`}
          issues={issuesAt(issues, path).concat(
            issuesAt(issues, `${path}.quickReplies`),
            issuesAt(issues, `${path}.buttons`),
          )}
        />
      </div>

      {message.quickReplies.map((reply, index) => (
        <Flex key={`qr-${index}`} gap="2" align="start" wrap="wrap">
          <LabeledField
            label={t`Quick reply ${index + 1} title`}
            issues={issuesAt(issues, `${path}.quickReplies.${index}.title`)}
            path={`${path}.quickReplies.${index}.title`}
          >
            {({ inputId, describedBy, invalid }) => (
              <TextField.Root
                id={inputId}
                value={reply.title}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) =>
                  onChange({
                    ...message,
                    quickReplies: message.quickReplies.map((current, at) =>
                      at === index ? { ...current, title: event.target.value } : current,
                    ),
                  })
                }
              />
            )}
          </LabeledField>
          <LabeledField
            label={t`Quick reply ${index + 1} payload`}
            issues={issuesAt(issues, `${path}.quickReplies.${index}.payload`)}
            path={`${path}.quickReplies.${index}.payload`}
          >
            {({ inputId, describedBy, invalid }) => (
              <TextField.Root
                id={inputId}
                value={reply.payload}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) =>
                  onChange({
                    ...message,
                    quickReplies: message.quickReplies.map((current, at) =>
                      at === index ? { ...current, payload: event.target.value } : current,
                    ),
                  })
                }
              />
            )}
          </LabeledField>
          <IconButton
            type="button"
            variant="ghost"
            color="red"
            mt="5"
            onClick={() => onChange({ ...message, quickReplies: message.quickReplies.filter((_, at) => at !== index) })}
            aria-label={t`Remove quick reply ${index + 1}`}
          >
            <IconX size={16} aria-hidden />
          </IconButton>
        </Flex>
      ))}

      {message.buttons.map((button, index) => (
        <Flex key={`button-${index}`} gap="2" align="start" wrap="wrap">
          <LabeledField label={t`Button ${index + 1} kind`} issues={[]}>
            {({ inputId }) => (
              <Select.Root
                value={button.type}
                onValueChange={(type) =>
                  setButton(
                    index,
                    type === 'web_url'
                      ? { type: 'web_url', title: button.title, url: '' }
                      : { type: 'postback', title: button.title, payload: '' },
                  )
                }
              >
                <Select.Trigger id={inputId} />
                <Select.Content>
                  <Select.Item value="web_url">{t`Opens a link`}</Select.Item>
                  <Select.Item value="postback">{t`Sends a payload`}</Select.Item>
                </Select.Content>
              </Select.Root>
            )}
          </LabeledField>
          <LabeledField
            label={t`Button ${index + 1} title`}
            issues={issuesAt(issues, `${path}.buttons.${index}.title`)}
            path={`${path}.buttons.${index}.title`}
          >
            {({ inputId, describedBy, invalid }) => (
              <TextField.Root
                id={inputId}
                value={button.title}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => setButton(index, { ...button, title: event.target.value })}
              />
            )}
          </LabeledField>
          {button.type === 'web_url' ? (
            <LabeledField
              label={t`Button ${index + 1} address`}
              issues={issuesAt(issues, `${path}.buttons.${index}.url`)}
              path={`${path}.buttons.${index}.url`}
            >
              {({ inputId, describedBy, invalid }) => (
                <TextField.Root
                  id={inputId}
                  type="url"
                  placeholder="https://"
                  value={button.url}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(event) => setButton(index, { ...button, url: event.target.value })}
                />
              )}
            </LabeledField>
          ) : (
            <LabeledField
              label={t`Button ${index + 1} payload`}
              issues={issuesAt(issues, `${path}.buttons.${index}.payload`)}
              path={`${path}.buttons.${index}.payload`}
            >
              {({ inputId, describedBy, invalid }) => (
                <TextField.Root
                  id={inputId}
                  value={button.payload}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(event) => setButton(index, { ...button, payload: event.target.value })}
                />
              )}
            </LabeledField>
          )}
          <IconButton
            type="button"
            variant="ghost"
            color="red"
            mt="5"
            onClick={() => onChange({ ...message, buttons: message.buttons.filter((_, at) => at !== index) })}
            aria-label={t`Remove button ${index + 1}`}
          >
            <IconX size={16} aria-hidden />
          </IconButton>
        </Flex>
      ))}

      <Flex gap="2" wrap="wrap" align="center">
        <Button
          type="button"
          variant="soft"
          size="1"
          disabled={message.buttons.length > 0 || quickRepliesFull}
          aria-describedby={`${path}-limits`}
          onClick={() => onChange({ ...message, quickReplies: [...message.quickReplies, { title: '', payload: '' }] })}
        >
          <Trans>Add a quick reply</Trans>
        </Button>
        <Button
          type="button"
          variant="soft"
          size="1"
          disabled={message.quickReplies.length > 0 || buttonsFull}
          aria-describedby={`${path}-limits`}
          onClick={() =>
            onChange({ ...message, buttons: [...message.buttons, { type: 'web_url', title: '', url: '' }] })
          }
        >
          <Trans>Add a button</Trans>
        </Button>
        <Text size="1" color="gray" id={`${path}-limits`} aria-live="polite">
          {buttons > 0
            ? t({
                message: plural(buttons, {
                  one: `# of ${buttonsMax} buttons (Instagram's limit).`,
                  other: `# of ${buttonsMax} buttons (Instagram's limit).`,
                }),
              })
            : quickReplies > 0
              ? t({
                  message: plural(quickReplies, {
                    one: `# of ${quickRepliesMax} quick replies (Instagram's limit).`,
                    other: `# of ${quickRepliesMax} quick replies (Instagram's limit).`,
                  }),
                })
              : t`A message has quick replies or buttons, not both.`}
        </Text>
      </Flex>
    </Flex>
  )
}
