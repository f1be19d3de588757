import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Heading, Select, Spinner, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Handle } from '@/components/handle'
import type { AutomationSummary, TestEventInput } from '@/domain/automations/apiTypes'
import {
  automationErrorMessage,
  EVENT_KIND_LABELS,
  REASON_MESSAGES,
  TEST_STATUS_LABELS,
} from '@/domain/automations/messages'
import { madeUpEventOf } from '@/domain/automations/madeUpEvent'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { automationAccountsQuery, automationQuery, useTestAutomation } from './api'
import './automations.css'
import { LabeledField } from './ValidatedFields'
import { RunSteps } from './RunDetails'
import { FlowPathsList } from './rehearsal/FlowPathsList'
import { playRehearsal } from './rehearsal/playRehearsal'
import { RehearsalPanel } from './rehearsal/RehearsalPanel'
import { whyNoMatch } from './rehearsal/whyNoMatch'

const KINDS: TestEventInput['kind'][] = ['comment', 'message', 'story_mention', 'story_reply', 'postback']

/**
 * /automacoes/{id}/testar: what this automation would do for a made-up event. Nothing is sent to
 * Instagram, nothing is recorded, and nothing here is called "sent" (docs/product.md, "Test mode").
 */
export default function TestModeScreen({ params }: ScreenProps) {
  const { i18n } = useLingui()
  const id = params.id ?? ''
  const automation = useQuery(automationQuery(id))
  const accounts = useQuery(automationAccountsQuery())
  const failure = automation.error ?? accounts.error
  if (failure) {
    return (
      <Flex direction="column" gap="3" maxWidth="760px">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(failure))}</Callout.Text>
        </Callout.Root>
        <Button variant="soft" asChild style={{ alignSelf: 'start' }}>
          <Link href={pathOf('automations')}>
            <Trans>Back to automations</Trans>
          </Link>
        </Button>
      </Flex>
    )
  }
  if (!automation.data || !accounts.data) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text>
          <Trans>Loading the automation…</Trans>
        </Text>
      </Flex>
    )
  }
  const account = accounts.data.find((candidate) => candidate.accountId === automation.data.accountId)
  return (
    <TestForm
      automation={automation.data}
      username={account?.username ?? automation.data.account.username ?? automation.data.accountId}
      media={account?.media ?? []}
    />
  )
}

function TestForm({
  automation,
  username,
  media,
}: {
  automation: AutomationSummary
  username: string
  media: { id: string; caption: string }[]
}) {
  const { t, i18n } = useLingui()
  const test = useTestAutomation()
  const play = useMemo(() => playRehearsal(automation.id), [automation.id])
  const mismatch = test.data && test.variables ? whyNoMatch(automation.trigger, test.variables) : null
  const madeUp = madeUpEventOf(automation)
  const [kind, setKind] = useState<TestEventInput['kind']>(madeUp.kind)
  const [text, setText] = useState(madeUp.text)
  const [payload, setPayload] = useState(madeUp.payload ?? '')
  const selected = automation.trigger.kind === 'comment-keyword' && automation.trigger.media.kind === 'selected'
  const [mediaId, setMediaId] = useState(madeUp.mediaId ?? media[0]?.id ?? '')

  const run = (event: FormEvent) => {
    event.preventDefault()
    const body: TestEventInput & { automationId: string } = {
      automationId: automation.id,
      accountId: automation.accountId,
      kind,
      text,
      payload,
    }
    if (kind === 'comment' && mediaId) body.mediaId = mediaId
    // A ref-link automation is tried as someone who opened its own link, which only a message comes from.
    if (kind === 'message' && madeUp.ref) body.ref = madeUp.ref
    test.mutate(body)
  }

  return (
    <Flex direction="column" gap="4" maxWidth="760px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6" tabIndex={-1}>
          <Trans>Test “{automation.name}”</Trans>
        </Heading>
        <Button variant="soft" asChild>
          <Link href={pathOf('automations')}>
            <Trans>Back to automations</Trans>
          </Link>
        </Button>
      </Flex>
      <RehearsalPanel automation={automation} play={play} />
      <Heading as="h2" size="4">
        <Trans>Try a made-up event</Trans>
      </Heading>
      <Text color="gray">
        <Trans>
          Pretend someone wrote to <Handle username={username} />: see which steps would run and why. Nothing is sent to
          Instagram and nothing counts on the dashboard.
        </Trans>
      </Text>
      <form onSubmit={run}>
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
            {kind === 'comment' && (selected || media.length > 1) && media.length > 0 ? (
              <LabeledField label={t`Post`} issues={[]}>
                {({ inputId }) => (
                  <Select.Root value={mediaId} onValueChange={setMediaId}>
                    <Select.Trigger id={inputId} />
                    <Select.Content>
                      {media.map((item) => (
                        <Select.Item key={item.id} value={item.id}>
                          {shortCaption(item.caption) || item.id}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              </LabeledField>
            ) : null}
            {kind !== 'story_mention' ? (
              <LabeledField label={kind === 'postback' ? t`Button title` : t`Text`} issues={[]}>
                {({ inputId }) => (
                  <TextField.Root id={inputId} value={text} onChange={(event) => setText(event.target.value)} />
                )}
              </LabeledField>
            ) : null}
            {kind === 'postback' || kind === 'message' ? (
              <LabeledField
                label={t`Payload (buttons and quick replies)`}
                hint={kind === 'message' ? t`Leave empty for a typed message.` : undefined}
                issues={[]}
              >
                {({ inputId, describedBy }) => (
                  <TextField.Root
                    id={inputId}
                    value={payload}
                    aria-describedby={describedBy}
                    onChange={(event) => setPayload(event.target.value)}
                  />
                )}
              </LabeledField>
            ) : null}
            <div>
              <Button type="submit" disabled={test.isPending}>
                {test.isPending ? <Spinner /> : null}
                <Trans>Run test</Trans>
              </Button>
            </div>
          </Flex>
        </Card>
      </form>
      {test.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(test.error))}</Callout.Text>
        </Callout.Root>
      ) : null}
      {test.data ? (
        <Card role="status" aria-live="polite" aria-label={t`Test result`}>
          <Text as="p" size="2" color="gray" mb="2">
            <Trans>Test result: nothing was sent to Instagram.</Trans>
          </Text>
          {test.data.runs.length === 0 ? (
            <Flex direction="column" gap="1">
              <Text>
                <Trans>This event does not match the automation, so nothing would happen.</Trans>
              </Text>
              {mismatch ? <Text size="2">{i18n._(mismatch)}</Text> : null}
            </Flex>
          ) : (
            test.data.runs.map((result) => (
              <Flex key={result.id} direction="column" gap="2">
                <Flex gap="2" align="center">
                  <Text weight="bold">
                    <Trans>Outcome</Trans>
                  </Text>
                  <Badge color="gray" variant="outline">
                    {i18n._(TEST_STATUS_LABELS[result.status])}
                  </Badge>
                </Flex>
                {result.reason && result.actions.length > 0 ? (
                  <Text size="2">{i18n._(REASON_MESSAGES[result.reason])}</Text>
                ) : null}
                <RunSteps run={{ ...result, test: true }} />
              </Flex>
            ))
          )}
        </Card>
      ) : null}
      <FlowPathsList trigger={automation.trigger} flow={automation.flow} />
    </Flex>
  )
}

function shortCaption(caption: string): string {
  const characters = [...caption]
  return characters.length > 60 ? `${characters.slice(0, 59).join('')}…` : caption
}
