import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Callout,
  Card,
  Checkbox,
  Flex,
  Heading,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  Text,
  TextField,
} from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { api } from '@/runtime/api'
import type { AutomationAccount, AutomationInput, AutomationSummary } from '@/domain/automations/apiTypes'
import { defaultTrigger, TRIGGER_KINDS, type AutomationTrigger, type TriggerKind } from '@/domain/automations/model'
import { validateAutomation, type ValidationIssue } from '@/domain/automations/validation'
import { ActionsEditor } from './ActionsEditor'
import { automationErrorMessage, TRIGGER_LABELS, validationMessage } from '@/domain/automations/messages'
import { CommaListField, FieldErrors, issuesAt, LabeledField } from '@/features/automations/FormBits'

interface BuilderProps {
  existing: AutomationSummary | null
  accounts: AutomationAccount[]
  onSaved: (automation: AutomationSummary) => void
  onCancel: () => void
}

function draftFrom(existing: AutomationSummary | null, accounts: AutomationAccount[]): AutomationInput {
  if (existing) {
    const { name, accountId, status, priority, stopAfterFirstMatch, trigger, actions } = structuredClone(existing)
    return { name, accountId, status, priority, stopAfterFirstMatch, trigger, actions }
  }
  return {
    name: '',
    accountId: accounts[0]?.accountId ?? '',
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: defaultTrigger('comment-keyword'),
    actions: [{ kind: 'private-reply', message: { text: '', quickReplies: [], buttons: [] } }],
  }
}

/** Create or edit an automation; the same validation as the backend, shown next to each field. */
export function AutomationBuilder({ existing, accounts, onSaved, onCancel }: BuilderProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<AutomationInput>(() => draftFrom(existing, accounts))
  const [showIssues, setShowIssues] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const issues: ValidationIssue[] = showIssues ? validateAutomation(draft) : []
  const update = (patch: Partial<AutomationInput>) => setDraft((current) => ({ ...current, ...patch }))
  const account = accounts.find((candidate) => candidate.accountId === draft.accountId)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShowIssues(true)
    setFailure(null)
    if (validateAutomation(draft).length > 0) return
    setSaving(true)
    try {
      const saved = existing
        ? await api.patch<AutomationSummary>(`/automations/${encodeURIComponent(existing.id)}`, draft)
        : await api.post<AutomationSummary>('/automations', draft)
      onSaved(saved)
    } catch (cause) {
      setFailure(i18n._(automationErrorMessage(cause)))
      setSaving(false)
    }
  }

  const changeTriggerKind = (kind: TriggerKind) => {
    const trigger = defaultTrigger(kind)
    // Keep the keywords typed so far when switching between keyword triggers.
    if ('keywords' in trigger && 'keywords' in draft.trigger) trigger.keywords = draft.trigger.keywords
    // Without a comment there is no private reply: the same message goes out as a plain DM instead.
    const actions =
      kind === 'comment-keyword'
        ? draft.actions
        : draft.actions.map((action) =>
            action.kind === 'private-reply' ? { kind: 'send-dm' as const, message: action.message } : action,
          )
    update({ trigger, actions })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="builder-title">
      <Flex direction="column" gap="4" maxWidth="760px">
        <Heading as="h2" size="5" id="builder-title">
          {existing ? <Trans>Edit automation</Trans> : <Trans>New automation</Trans>}
        </Heading>
        {issues.length > 0 ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              <Trans>Fix these before saving:</Trans>
            </Callout.Text>
            <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
              {issues.map((issue) => (
                <li key={`${issue.path}-${issue.code}`}>
                  <Text size="2">{i18n._(validationMessage(issue, (value) => i18n.number(value)))}</Text>
                </li>
              ))}
            </ul>
          </Callout.Root>
        ) : null}
        {failure ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Card>
          <Flex direction="column" gap="3">
            <LabeledField label={t`Name`} issues={issuesAt(issues, 'name')}>
              {({ inputId, describedBy, invalid }) => (
                <TextField.Root
                  id={inputId}
                  value={draft.name}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  color={invalid ? 'red' : undefined}
                  onChange={(event) => update({ name: event.target.value })}
                />
              )}
            </LabeledField>
            <LabeledField label={t`Instagram account`} issues={issuesAt(issues, 'accountId')}>
              {({ inputId }) => (
                <Select.Root value={draft.accountId || undefined} onValueChange={(accountId) => update({ accountId })}>
                  <Select.Trigger id={inputId} placeholder={t`Choose an account`} />
                  <Select.Content>
                    {accounts.map((candidate) => (
                      <Select.Item key={candidate.accountId} value={candidate.accountId}>
                        <bdi>@{candidate.username}</bdi>
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </LabeledField>
            <LabeledField
              label={t`Priority`}
              hint={t`When several automations match, higher numbers run first.`}
              issues={issuesAt(issues, 'priority')}
            >
              {({ inputId, describedBy }) => (
                <TextField.Root
                  id={inputId}
                  type="number"
                  step={1}
                  value={String(draft.priority)}
                  aria-describedby={describedBy}
                  onChange={(event) => update({ priority: Number(event.target.value) })}
                />
              )}
            </LabeledField>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={draft.stopAfterFirstMatch}
                  onCheckedChange={(checked) => update({ stopAfterFirstMatch: checked === true })}
                />
                <Trans>Stop after the first match (lower-priority automations do not run for the same event)</Trans>
              </Flex>
            </Text>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch
                  checked={draft.status === 'active'}
                  onCheckedChange={(checked) => update({ status: checked ? 'active' : 'paused' })}
                />
                <Trans>Active</Trans>
              </Flex>
            </Text>
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>When</Trans>
            </Heading>
            <LabeledField label={t`Trigger`} issues={[]}>
              {({ inputId }) => (
                <Select.Root
                  value={draft.trigger.kind}
                  onValueChange={(kind) => changeTriggerKind(kind as TriggerKind)}
                >
                  <Select.Trigger id={inputId} />
                  <Select.Content>
                    {TRIGGER_KINDS.map((kind) => (
                      <Select.Item key={kind} value={kind}>
                        {i18n._(TRIGGER_LABELS[kind])}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </LabeledField>
            <TriggerFields
              key={draft.trigger.kind}
              trigger={draft.trigger}
              media={account?.media ?? []}
              issues={issues}
              onChange={(trigger) => update({ trigger })}
            />
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              <Trans>Then</Trans>
            </Heading>
            <ActionsEditor
              actions={draft.actions}
              commentTrigger={draft.trigger.kind === 'comment-keyword'}
              issues={issues}
              onChange={(actions) => update({ actions })}
            />
          </Flex>
        </Card>

        <Flex gap="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner /> : null}
            <Trans>Save automation</Trans>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}

function TriggerFields({
  trigger,
  media,
  issues,
  onChange,
}: {
  trigger: AutomationTrigger
  media: AutomationAccount['media']
  issues: readonly ValidationIssue[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { t } = useLingui()
  if (trigger.kind === 'welcome' || trigger.kind === 'story-mention') return null
  if (trigger.kind === 'postback') {
    return (
      <CommaListField
        label={t`Payloads`}
        values={trigger.payloads}
        issues={issuesAt(issues, 'trigger.payloads')}
        onChange={(payloads) => onChange({ ...trigger, payloads })}
      />
    )
  }
  const keywordIssues = issuesAt(issues, 'trigger.keywords', true)
  return (
    <Flex direction="column" gap="3">
      <CommaListField
        label={trigger.kind === 'story-reply' ? t`Keywords (optional: empty answers every story reply)` : t`Keywords`}
        hint={t`Any keyword matches. Capital letters and accents are ignored. Separate several with commas.`}
        values={trigger.keywords.keywords}
        issues={keywordIssues}
        onChange={(keywords) => onChange({ ...trigger, keywords: { ...trigger.keywords, keywords } })}
      />
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="match-mode-label">
          <Trans>Match</Trans>
        </Text>
        <RadioGroup.Root
          aria-labelledby="match-mode-label"
          value={trigger.keywords.mode}
          onValueChange={(mode) =>
            onChange({ ...trigger, keywords: { ...trigger.keywords, mode: mode as 'contains' | 'exact' } })
          }
        >
          <RadioGroup.Item value="contains">
            <Trans>The message contains a keyword</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="exact">
            <Trans>The message is exactly a keyword</Trans>
          </RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>
      {trigger.kind === 'comment-keyword' ? (
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium" id="media-scope-label">
            <Trans>On which posts</Trans>
          </Text>
          <RadioGroup.Root
            aria-labelledby="media-scope-label"
            value={trigger.media.kind}
            onValueChange={(kind) =>
              onChange({ ...trigger, media: kind === 'any' ? { kind: 'any' } : { kind: 'selected', mediaIds: [] } })
            }
          >
            <RadioGroup.Item value="any">
              <Trans>Any post or reel</Trans>
            </RadioGroup.Item>
            <RadioGroup.Item value="selected">
              <Trans>Only the posts and reels I choose</Trans>
            </RadioGroup.Item>
          </RadioGroup.Root>
          {trigger.media.kind === 'selected' ? (
            <Flex direction="column" gap="1" role="group" aria-label={t`Posts and reels`}>
              {media.length === 0 ? (
                <Text size="2" color="gray">
                  <Trans>This account has no posts yet.</Trans>
                </Text>
              ) : null}
              {media.map((item) => {
                const selected = trigger.media.kind === 'selected' && trigger.media.mediaIds.includes(item.id)
                return (
                  <Text as="label" size="2" key={item.id}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={selected}
                        onCheckedChange={(checked) => {
                          const current = trigger.media.kind === 'selected' ? trigger.media.mediaIds : []
                          onChange({
                            ...trigger,
                            media: {
                              kind: 'selected',
                              mediaIds:
                                checked === true ? [...current, item.id] : current.filter((id) => id !== item.id),
                            },
                          })
                        }}
                      />
                      {item.caption || item.id} <Text color="gray">({item.mediaProductType})</Text>
                    </Flex>
                  </Text>
                )
              })}
              <FieldErrors id="media-errors" issues={issuesAt(issues, 'trigger.media')} />
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  )
}
