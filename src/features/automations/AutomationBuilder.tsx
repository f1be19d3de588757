import { msg } from '@lingui/core/macro'
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
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FormDraftNotice, useFormDraft, useUnsavedChangesGuard } from '@/components/form'
import { Handle } from '@/components/handle'
import type {
  AutomationAccount,
  AutomationDraft,
  AutomationInput,
  AutomationSummary,
  AutomationVocabulary,
} from '@/domain/automations/apiTypes'
import { checkAutomation, mayPublish, vocabularyOf, type AutomationCheck } from '@/domain/automations/check'
import { flowGraphSchema } from '@/domain/automations/flow/schema'
import type { FlowGraph } from '@/domain/automations/flow/model'
import { flowProblemMessage } from '@/domain/automations/flow/problemMessages'
import type { InstalledTemplate } from '@/domain/automations/flow/templates'
import { locateIssue } from '@/domain/automations/issueLocation'
import { defaultTrigger, TRIGGER_KINDS, type AutomationTrigger, type TriggerKind } from '@/domain/automations/model'
import type { ValidationIssue } from '@/domain/automations/validation'
import { issueLocationLabel, TRIGGER_LABELS, validationMessage } from '@/domain/automations/messages'
import { FlowEditor } from './flow-editor/FlowEditor'
import { newStep, stepsInOrder } from './flow-editor/graphEdit'
import type { FlowEditorProblem } from './flow-editor/types'
import { problemPlace, STEP_KIND_LABELS } from './flow-editor/labels'
import { focusFirstIssue } from './focusFirstIssue'
import { RehearseLink } from './rehearsal/RehearseLink'
import { CommaListField, FieldErrors, issuesAt, LabeledField } from './ValidatedFields'
import { AdChoiceFields, CommentPlaceFields, EntryTriggerFields, isEntryTrigger } from './EntryTriggerFields'

interface BuilderProps {
  /** The automation being edited; null for a new one. */
  existing: AutomationSummary | null
  /** The template a new automation starts from, its texts in the person's language; its draft is kept apart. */
  template?: ({ id: string } & InstalledTemplate) | null
  /** Shown under the heading, before the form's fields: the template gallery, or which template this is. */
  intro?: ReactNode
  accounts: AutomationAccount[]
  /** The workspace's fields, tags and other automations, for the flow's steps and their checks. */
  vocabulary: AutomationVocabulary
  saving: boolean
  /** Why the last save failed, already translated; null when it did not fail. */
  failure: string | null
  /**
   * Saves, sending `submissionKey` as the request's idempotency key. When the backend refuses,
   * resolves with the path of the field to fix (or null): the form stays as typed and focus goes there.
   */
  onSave: (
    draft: AutomationDraft,
    submissionKey: string,
  ) => Promise<{ saved: true } | { saved: false; fieldPath: string | null }>
  onCancel: (requestLeave: (href: string) => void) => void
}

function draftFrom(
  existing: AutomationSummary | null,
  accounts: AutomationAccount[],
  template: InstalledTemplate | null,
): AutomationDraft {
  if (existing) {
    const { name, accountId, status, priority, stopAfterFirstMatch, trigger, flow, version } = structuredClone(existing)
    return { name, accountId, status, priority, stopAfterFirstMatch, trigger, flow, baseVersion: version }
  }
  if (template) {
    const { name, trigger, flow } = structuredClone(template)
    return {
      name,
      accountId: accounts[0]?.accountId ?? '',
      status: 'active',
      priority: 0,
      stopAfterFirstMatch: false,
      trigger,
      flow,
    }
  }
  return {
    name: '',
    accountId: accounts[0]?.accountId ?? '',
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: defaultTrigger('comment-keyword'),
    flow: firstFlow(true),
  }
}

/** A new automation's flow: one message, the comment's private reply when a comment starts it. */
function firstFlow(privateReply: boolean): FlowGraph {
  const step = newStep('send', privateReply)
  return { start: step.id, steps: { [step.id]: step }, layout: { [step.id]: { x: 0, y: 0 } } }
}

/**
 * A draft kept in the tab's storage, read back only when it still has a draft's shape: the
 * builder's own validation then says what is missing, as it does for a draft typed now.
 */
function readDraft(stored: unknown): AutomationDraft | null {
  if (typeof stored !== 'object' || stored === null) return null
  const draft = stored as Record<string, unknown>
  const trigger = draft.trigger as Record<string, unknown> | null | undefined
  const sound =
    typeof draft.name === 'string' &&
    typeof draft.accountId === 'string' &&
    (draft.status === 'active' || draft.status === 'paused') &&
    typeof draft.priority === 'number' &&
    typeof draft.stopAfterFirstMatch === 'boolean' &&
    typeof trigger === 'object' &&
    trigger !== null &&
    TRIGGER_KINDS.includes(trigger.kind as TriggerKind) &&
    flowGraphSchema.safeParse(draft.flow).success &&
    (draft.baseVersion === undefined || typeof draft.baseVersion === 'number')
  return sound ? (stored as AutomationDraft) : null
}

/**
 * Create or edit an automation; the same validation as the backend, shown next to each field and
 * summarised at the top, each line naming the step and item it is about. Leaving with unsaved
 * changes asks first; the draft survives a reload of the tab; a failed save moves focus to the
 * first field to fix. A save sends the draft's idempotency key: a double click creates one.
 */
export function AutomationBuilder({
  existing,
  template = null,
  intro = null,
  accounts,
  vocabulary,
  saving,
  failure,
  onSave,
  onCancel,
}: BuilderProps) {
  const { t, i18n } = useLingui()
  const [initial] = useState<AutomationDraft>(() => draftFrom(existing, accounts, template))
  const draftName = existing ? existing.id : template ? `new:${template.id}` : 'new'
  const kept = useFormDraft({ name: `automation:${draftName}`, initial, read: readDraft })
  const draft = kept.values
  const [showIssues, setShowIssues] = useState(false)
  // Priority and "stop after the first match" matter once several automations answer one event.
  // Open from the start when they differ from the defaults, so nothing set there goes unseen.
  const [advancedOpen, setAdvancedOpen] = useState(() => initial.priority !== 0 || initial.stopAfterFirstMatch)
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = useRef(false)
  const { dialog, requestLeave } = useUnsavedChangesGuard(kept.dirty && !saving, {
    message: msg`The changes you made to this automation will be lost.`,
    onLeave: kept.discard,
  })
  // The draft's own fields and tags count as known: an answer saved by one step is read by a later one.
  const known = vocabularyOf([draft.flow], [])
  const context = {
    automationId: existing?.id ?? null,
    fields: [...new Set([...vocabulary.fields, ...known.fields])],
    tags: [...new Set([...vocabulary.tags, ...known.tags])],
    automations: vocabulary.automations.filter((automation) => automation.accountId === draft.accountId),
    segments: vocabulary.segments,
  }
  const check = checkAutomation(draft, context)
  const issues: ValidationIssue[] = showIssues ? check.issues : []
  const problems = showIssues ? check.problems : []
  const editorProblems: FlowEditorProblem[] = problems.map((problem) => ({
    stepId: problem.stepId,
    path: problem.path,
    severity: problem.severity,
    message: i18n._(flowProblemMessage(problem, (value) => i18n.number(value))),
  }))
  const update = (patch: Partial<AutomationInput>) => kept.setValues((current) => ({ ...current, ...patch }))
  const account = accounts.find((candidate) => candidate.accountId === draft.accountId)
  // The automation's own account is gone: say so instead of showing an empty field or a raw id.
  const missingAccount =
    existing && !account && draft.accountId === existing.accountId
      ? { accountId: existing.accountId, username: existing.account.username ?? existing.accountId }
      : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A second click lands before React re-renders the disabled button: the ref sees it.
    if (submitting.current) return
    setShowIssues(true)
    if (!mayPublish(check)) {
      // A field to fix inside the closed advanced settings: open them, so focus can reach it.
      if (check.issues.some((issue) => ADVANCED_PATHS.has(issue.path))) setAdvancedOpen(true)
      // After React has rendered the messages, so the field's description is read with it.
      requestAnimationFrame(() => focusFirstIssue(formRef.current, check))
      return
    }
    submitting.current = true
    const result = await onSave(draft, kept.submissionKey).finally(() => {
      submitting.current = false
    })
    if (result.saved) kept.saved()
    else if (result.fieldPath !== null) {
      const path = result.fieldPath
      requestAnimationFrame(() =>
        focusFirstIssue(formRef.current, { issues: [{ code: 'account-required', path }], problems: [] }),
      )
    }
  }

  const changeTriggerKind = (kind: TriggerKind) => {
    const trigger = defaultTrigger(kind)
    // Keep the keywords typed so far when switching between keyword triggers.
    if ('keywords' in trigger && 'keywords' in draft.trigger) trigger.keywords = draft.trigger.keywords
    // Without a comment there is no private reply: the same messages go out as plain DMs instead.
    const steps =
      kind === 'comment-keyword'
        ? draft.flow.steps
        : Object.fromEntries(
            Object.entries(draft.flow.steps).map(([id, step]) => [
              id,
              step.kind === 'send' && step.channel === 'private-reply'
                ? { ...step, channel: 'message' as const }
                : step,
            ]),
          )
    update({ trigger, flow: { ...draft.flow, steps } })
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="builder-title">
      {dialog}
      <Flex direction="column" gap="4" maxWidth="760px">
        <Heading as="h1" size="6" id="builder-title" tabIndex={-1}>
          {existing ? <Trans>Edit “{existing.name}”</Trans> : <Trans>New automation</Trans>}
        </Heading>
        {existing ? <RehearseLink automationId={existing.id} /> : null}
        <FormDraftNotice draft={kept} />
        {intro}
        {missingAccount ? (
          <Callout.Root color="orange" highContrast role="status">
            <Callout.Text>
              <Trans>
                <Handle username={missingAccount.username} /> is not connected, so this automation is stopped. Connect
                the account again, or choose another one below, to have it answer.
              </Trans>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {issues.length > 0 || problems.length > 0 ? (
          <IssueSummary issues={issues} problems={problems} flow={draft.flow} />
        ) : null}
        {failure ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Card>
          <Flex direction="column" gap="3">
            <LabeledField label={t`Name`} issues={issuesAt(issues, 'name')} path="name">
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
            <LabeledField label={t`Instagram account`} issues={issuesAt(issues, 'accountId')} path="accountId">
              {({ inputId, describedBy }) => (
                <Select.Root value={draft.accountId || undefined} onValueChange={(accountId) => update({ accountId })}>
                  <Select.Trigger id={inputId} placeholder={t`Choose an account`} aria-describedby={describedBy} />
                  <Select.Content>
                    {missingAccount ? (
                      <Select.Item value={missingAccount.accountId} disabled>
                        <Trans>
                          <Handle username={missingAccount.username} /> (not connected)
                        </Trans>
                      </Select.Item>
                    ) : null}
                    {accounts.map((candidate) => (
                      <Select.Item key={candidate.accountId} value={candidate.accountId}>
                        <Handle username={candidate.username} />
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </LabeledField>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch
                  checked={draft.status === 'active'}
                  onCheckedChange={(checked) => update({ status: checked ? 'active' : 'paused' })}
                />
                <Trans>Active</Trans>
              </Flex>
            </Text>
            <details open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
              <summary>
                <Text size="2" weight="medium">
                  <Trans>Advanced settings</Trans>
                </Text>
              </summary>
              <Flex direction="column" gap="3" pt="3">
                <LabeledField
                  label={t`Priority`}
                  hint={t`When several automations match, higher numbers run first.`}
                  issues={issuesAt(issues, 'priority')}
                  path="priority"
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
              </Flex>
            </details>
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              <Trans>When</Trans>
            </Heading>
            <LabeledField label={t`Trigger`} issues={[]} path="trigger">
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
              ads={account?.ads ?? []}
              issues={issues}
              onChange={(trigger) => update({ trigger })}
            />
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              <Trans>Then</Trans>
            </Heading>
            <FlowEditor
              value={draft.flow}
              onChange={(flow) => update({ flow })}
              problems={editorProblems}
              trigger={draft.trigger}
              contactFields={context.fields}
              tags={context.tags}
              otherFlows={context.automations}
              segments={context.segments}
              posts={account?.media ?? []}
            />
          </Flex>
        </Card>

        <Flex gap="2" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={() => onCancel(requestLeave)}>
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

/** The fields under "Advanced settings", opened when a save fails on one of them. */
const ADVANCED_PATHS = new Set(['priority', 'stopAfterFirstMatch'])

/**
 * Every problem, one line each in the order of the form: the automation's own fields first
 * ("Keyword 2: …"), then the flow's, by step and item ("Step 3 (Send a message), quick reply 2: …").
 * Warnings are listed too, but only errors keep the automation from being saved.
 */
function IssueSummary({ issues, problems, flow }: AutomationCheck & { flow: FlowGraph }) {
  const { t, i18n } = useLingui()
  const errors = problems.filter((problem) => problem.severity === 'error')
  const numbers = new Map(stepsInOrder(flow).map(({ step }, index) => [step.id, index + 1]))
  const stepOf = (id: string | null) => (id === null ? undefined : flow.steps[id])
  const lines = [
    ...issues.map((issue) => {
      const label = issueLocationLabel(locateIssue(issue.path))
      const text = i18n._(validationMessage(issue))
      return { key: `${issue.path}-${issue.code}`, text: label ? t`${i18n._(label)}: ${text}` : text }
    }),
    ...problems.map((problem, index) => {
      const step = stepOf(problem.stepId)
      const text = i18n._(flowProblemMessage(problem, (value) => i18n.number(value)))
      if (!step) return { key: `problem-${index}`, text }
      const number = numbers.get(step.id) ?? 0
      const kind = i18n._(STEP_KIND_LABELS[step.kind])
      const place = problemPlace(i18n, step, problem.path)
      if (place) return { key: `problem-${index}`, text: t`Step ${number} (${kind}), ${place}: ${text}` }
      return { key: `problem-${index}`, text: t`Step ${number} (${kind}): ${text}` }
    }),
  ]
  return (
    <Callout.Root color={issues.length > 0 || errors.length > 0 ? 'red' : 'amber'} role="alert">
      <Callout.Text>
        {issues.length > 0 || errors.length > 0 ? (
          <Trans>Fix these before saving:</Trans>
        ) : (
          <Trans>Worth a second look (the automation can be saved):</Trans>
        )}
      </Callout.Text>
      <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
        {lines.map((line) => (
          <li key={line.key}>
            <Text size="2">{line.text}</Text>
          </li>
        ))}
      </ul>
    </Callout.Root>
  )
}

function TriggerFields({
  trigger,
  media,
  ads,
  issues,
  onChange,
}: {
  trigger: AutomationTrigger
  media: AutomationAccount['media']
  ads: NonNullable<AutomationAccount['ads']>
  issues: readonly ValidationIssue[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { t } = useLingui()
  if (trigger.kind === 'welcome' || trigger.kind === 'story-mention') return null
  if (isEntryTrigger(trigger)) return <EntryTriggerFields trigger={trigger} issues={issues} onChange={onChange} />
  if (trigger.kind === 'postback') {
    return (
      <CommaListField
        label={t`Payloads`}
        path="trigger.payloads"
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
        path="trigger.keywords"
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
            <Flex
              direction="column"
              gap="1"
              role="group"
              aria-label={t`Posts and reels`}
              data-field-path="trigger.media"
            >
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
          <AdChoiceFields trigger={trigger} ads={ads} onChange={onChange} />
          <CommentPlaceFields trigger={trigger} issues={issues} onChange={onChange} />
        </Flex>
      ) : null}
    </Flex>
  )
}
