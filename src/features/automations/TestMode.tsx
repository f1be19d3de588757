import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Heading, Select, Spinner, Text, TextField } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { api } from '@/runtime/api'
import type {
  AutomationAccount,
  AutomationSummary,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import {
  automationErrorMessage,
  EVENT_KIND_LABELS,
  REASON_MESSAGES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
} from '@/domain/automations/messages'
import { LabeledField } from '@/features/automations/FormBits'
import { RunSteps } from './RunDetails'

const KINDS: TestEventInput['kind'][] = ['comment', 'message', 'story_mention', 'story_reply', 'postback']

function kindFor(automation: AutomationSummary): TestEventInput['kind'] {
  switch (automation.trigger.kind) {
    case 'comment-keyword':
      return 'comment'
    case 'story-mention':
      return 'story_mention'
    case 'story-reply':
      return 'story_reply'
    case 'postback':
      return 'postback'
    default:
      return 'message'
  }
}

/** Dry run: what this automation would do for a made-up event, with nothing sent to Instagram. */
export function TestMode({
  automation,
  accounts,
  onBack,
}: {
  automation: AutomationSummary
  accounts: AutomationAccount[]
  onBack: () => void
}) {
  const { t, i18n } = useLingui()
  const [kind, setKind] = useState<TestEventInput['kind']>(kindFor(automation))
  const [text, setText] = useState(() =>
    'keywords' in automation.trigger ? (automation.trigger.keywords.keywords[0] ?? '') : '',
  )
  const [payload, setPayload] = useState(
    automation.trigger.kind === 'postback' ? (automation.trigger.payloads[0] ?? '') : '',
  )
  const [runs, setRuns] = useState<AutomationRun[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const account = accounts.find((candidate) => candidate.accountId === automation.accountId)

  const run = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const body: TestEventInput & { automationId: string } = {
        automationId: automation.id,
        accountId: automation.accountId,
        kind,
        text,
        payload,
      }
      if (
        kind === 'comment' &&
        automation.trigger.kind === 'comment-keyword' &&
        automation.trigger.media.kind === 'selected'
      )
        body.mediaId = automation.trigger.media.mediaIds[0]
      setRuns((await api.post<TestRunResponse>('/automations/test', body)).runs)
    } catch (cause) {
      setFailure(i18n._(automationErrorMessage(cause)))
    }
    setBusy(false)
  }

  return (
    <Flex direction="column" gap="4" maxWidth="760px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          <Trans>Test “{automation.name}”</Trans>
        </Heading>
        <Button variant="soft" onClick={onBack}>
          <Trans>Back to automations</Trans>
        </Button>
      </Flex>
      <Text color="gray">
        <Trans>
          Pretend someone wrote to <bdi>@{account?.username ?? automation.accountId}</bdi>: see which steps would run
          and why, without sending anything.
        </Trans>
      </Text>
      <form onSubmit={(event) => void run(event)}>
        <Card>
          <Flex direction="column" gap="3">
            <LabeledField label={t`Event`} issues={[]}>
              {({ inputId }) => (
                <Select.Root value={kind} onValueChange={(value) => setKind(value as TestEventInput['kind'])}>
                  <Select.Trigger id={inputId} />
                  <Select.Content>
                    {KINDS.map((value) => (
                      <Select.Item key={value} value={value}>
                        {i18n._(EVENT_KIND_LABELS[value])}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </LabeledField>
            {kind !== 'story_mention' ? (
              <LabeledField label={kind === 'postback' ? t`Button title` : t`Text`} issues={[]}>
                {({ inputId }) => (
                  <TextField.Root id={inputId} value={text} onChange={(event) => setText(event.target.value)} />
                )}
              </LabeledField>
            ) : null}
            {kind === 'postback' || kind === 'message' ? (
              <LabeledField label={t`Payload (buttons and quick replies)`} issues={[]}>
                {({ inputId }) => (
                  <TextField.Root id={inputId} value={payload} onChange={(event) => setPayload(event.target.value)} />
                )}
              </LabeledField>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : null}
                <Trans>Run test</Trans>
              </Button>
            </div>
          </Flex>
        </Card>
      </form>
      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}
      {runs !== null ? (
        <Card role="status" aria-live="polite">
          <Text as="p" size="2" color="gray" mb="2">
            <Trans>Test result: nothing was sent to Instagram.</Trans>
          </Text>
          {runs.length === 0 ? (
            <Text>
              <Trans>This event does not match the automation, so nothing would happen.</Trans>
            </Text>
          ) : (
            runs.map((result) => (
              <Flex key={result.id} direction="column" gap="2">
                <Flex gap="2" align="center">
                  <Text weight="bold">
                    <Trans>Result</Trans>
                  </Text>
                  <Badge color={RUN_STATUS_COLORS[result.status]}>{i18n._(RUN_STATUS_LABELS[result.status])}</Badge>
                </Flex>
                {result.reason && result.actions.length > 0 ? (
                  <Text size="2">{i18n._(REASON_MESSAGES[result.reason])}</Text>
                ) : null}
                <RunSteps run={result} />
              </Flex>
            ))
          )}
        </Card>
      ) : null}
    </Flex>
  )
}
