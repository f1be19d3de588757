import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Badge, Button, Callout, Card, Checkbox, Flex, Heading, Spinner, Text, TextField } from '@radix-ui/themes'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useFormat } from '@/components/format'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import { automationErrorMessage } from '@/domain/automations/messages'
import { madeUpEventOf } from '@/domain/automations/madeUpEvent'
import {
  REHEARSAL_MAX_TAGS,
  type RehearsalMessage,
  type RehearsalMove,
  type RehearsalRequest,
  type RehearsalResponse,
} from '@/domain/automations/rehearsal'
import { ApiError } from '@/lib/apiClient'
import { RunSteps } from '../RunDetails'
import { MessagePreview } from './MessagePreview'

export type PlayRehearsal = (request: RehearsalRequest) => Promise<RehearsalResponse>

type ThreadItem =
  { id: string; from: 'person'; text: string } | { id: string; from: 'automation'; message: RehearsalMessage }

const CHANNEL_LABELS: Record<RehearsalMessage['channel'], MessageDescriptor> = {
  'private-reply': msg`Private reply to the comment`,
  message: msg`Direct message`,
  'public-reply': msg`Public reply under the comment`,
}

function errorMessage(cause: unknown): MessageDescriptor {
  if (cause instanceof ApiError && cause.code === 'automations/rehearsal-state-invalid')
    return msg`This rehearsal cannot go on: the automation was changed since it started. Start again.`
  if (cause instanceof ApiError && cause.status === 403)
    return msg`Only people who may edit automations can rehearse them.`
  return automationErrorMessage(cause)
}

/** "vip, regular" → the tags, each once; an empty one between two commas is none. */
const tagsOf = (typed: string) =>
  [...new Set(typed.split(',').map((tag) => tag.trim()))].filter(Boolean).slice(0, REHEARSAL_MAX_TAGS)

/**
 * The automation played as a customer: the person's moves are buttons (start, tap a button of the
 * last message, write a reply, let the wait pass), and the automation's answers appear as its
 * thread would show them, each move's run beside them. Nothing is sent and nothing is recorded.
 */
export function RehearsalPanel({ automation, play }: { automation: AutomationSummary; play: PlayRehearsal }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const [thread, setThread] = useState<ThreadItem[]>([])
  const [last, setLast] = useState<RehearsalResponse | null>(null)
  const [follows, setFollows] = useState(false)
  const [tags, setTags] = useState('')
  const [reply, setReply] = useState('')
  const mutation = useMutation({
    mutationFn: ({ move }: { move: RehearsalMove; said: string | null }) =>
      play(move.kind === 'start' ? { move } : { state: last?.state, move }),
    onSuccess: (answer, { move, said }) => {
      const mine: ThreadItem[] =
        said === null ? [] : [{ id: `person-${answer.now}-${move.kind}`, from: 'person', text: said }]
      const theirs: ThreadItem[] = answer.messages.map((message) => ({ id: message.id, from: 'automation', message }))
      setThread((before) => [...(move.kind === 'start' ? [] : before), ...mine, ...theirs])
      setLast(answer)
      if (move.kind === 'reply') setReply('')
    },
  })
  const move = (next: RehearsalMove, said: string | null) => mutation.mutate({ move: next, said })
  const start = () => {
    // A start names no post: the rehearsal's backend comments on the trigger's first post itself.
    const { kind, text, payload, ref } = madeUpEventOf(automation)
    const said = kind === 'story_mention' ? t`(mentions you in their story)` : text
    move(
      {
        kind: 'start',
        event: kind,
        text,
        follows,
        tags: tagsOf(tags),
        ...(payload === undefined ? {} : { payload }),
        ...(ref === undefined ? {} : { ref }),
      },
      said,
    )
  }
  const sendReply = (event: FormEvent) => {
    event.preventDefault()
    if (reply.trim()) move({ kind: 'reply', text: reply }, reply)
  }
  // The automation's latest answer (every message since the customer's last move) can be tapped.
  const lastMove = thread.findLastIndex((item) => item.from === 'person')
  const tappable = new Set(thread.slice(lastMove + 1).map((item) => item.id))
  const waiting = last?.waiting
  const busy = mutation.isPending
  const durationOf = (ms: number) => {
    const minutes = Math.ceil(ms / 60_000)
    return minutes >= 120 && minutes % 60 === 0
      ? format.number(minutes / 60, { style: 'unit', unit: 'hour', unitDisplay: 'long' })
      : format.number(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
  }

  return (
    <section id="rehearsal" aria-labelledby="rehearsal-heading">
      <Card>
        <Flex direction="column" gap="3">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="4" id="rehearsal-heading">
              <Trans>Rehearse as a customer</Trans>
            </Heading>
            <Badge color="gray" variant="outline">
              <Trans>Rehearsal</Trans>
            </Badge>
          </Flex>
          <Text size="2" color="gray">
            <Trans>
              Play this automation as a customer would: its answers show as in their thread. Nothing is sent to
              Instagram, nothing is recorded and nothing counts on the dashboard.
            </Trans>
          </Text>
          <Flex gap="3" align="center" wrap="wrap">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={follows} onCheckedChange={(value) => setFollows(value === true)} />
                <Trans>The customer follows the account</Trans>
              </Flex>
            </Text>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" htmlFor="rehearsal-tags">
                <Trans>Tags the customer already has</Trans>
              </Text>
              <TextField.Root
                id="rehearsal-tags"
                aria-describedby="rehearsal-tags-hint"
                value={tags}
                placeholder={t`vip, regular`}
                onChange={(event) => setTags(event.target.value)}
              />
              <Text size="1" color="gray" id="rehearsal-tags-hint">
                <Trans>Separated by commas: the flow's tag and segment conditions read them.</Trans>
              </Text>
            </Flex>
            <Button type="button" onClick={start} disabled={busy}>
              {last ? <Trans>Start again</Trans> : <Trans>Start the rehearsal</Trans>}
            </Button>
          </Flex>
          {thread.length > 0 ? (
            <ol className="rehearsal-thread" aria-label={t`Rehearsal thread`}>
              {thread.map((item) =>
                item.from === 'person' ? (
                  <li key={item.id} className="rehearsal-from-person">
                    <Text size="1" color="gray">
                      <Trans>The customer</Trans>
                    </Text>
                    <div className="rehearsal-bubble">
                      <Text size="2">
                        <bdi>{item.text}</bdi>
                      </Text>
                    </div>
                  </li>
                ) : (
                  <li key={item.id}>
                    <Text size="1" color="gray">
                      {i18n._(CHANNEL_LABELS[item.message.channel])} · {format.dateTime(item.message.at)}
                    </Text>
                    {item.message.channel === 'public-reply' ? (
                      <div className="rehearsal-bubble">
                        <Text size="2">
                          <bdi>{item.message.text}</bdi>
                        </Text>
                      </div>
                    ) : (
                      <MessagePreview
                        message={item.message.message}
                        onTap={
                          tappable.has(item.id) && !busy
                            ? (choice) =>
                                move(
                                  {
                                    kind: 'tap',
                                    payload: choice.payload,
                                    title: choice.title,
                                    quickReply: choice.quickReply,
                                  },
                                  choice.title,
                                )
                            : undefined
                        }
                      />
                    )}
                  </li>
                ),
              )}
            </ol>
          ) : null}
          {last ? (
            <Flex direction="column" gap="2">
              <Text size="2" role="status">
                {waiting?.kind === 'nothing' ? (
                  <Trans>The automation has nothing more to do for this customer.</Trans>
                ) : waiting?.kind === 'tap' ? (
                  <Trans>The automation waits for a tap on a button.</Trans>
                ) : waiting?.kind === 'timer' ? (
                  <Trans>The automation waits {durationOf(waiting.inMs)} before its next step.</Trans>
                ) : (
                  <Trans>The automation waits for a reply.</Trans>
                )}
              </Text>
              <form onSubmit={sendReply}>
                <Flex gap="2" wrap="wrap" align="end">
                  <TextField.Root
                    aria-label={t`The customer's reply`}
                    placeholder={t`Write as the customer…`}
                    value={reply}
                    onChange={(event) => setReply(event.target.value)}
                    style={{ flex: '1 1 180px' }}
                  />
                  <Button type="submit" variant="soft" disabled={busy || !reply.trim()}>
                    <Trans>Reply</Trans>
                  </Button>
                </Flex>
              </form>
              {waiting && 'inMs' in waiting && waiting.inMs !== undefined ? (
                <div>
                  <Button type="button" variant="outline" disabled={busy} onClick={() => move({ kind: 'wait' }, null)}>
                    {waiting.kind === 'timer' ? <Trans>Let the wait pass</Trans> : <Trans>No reply in time</Trans>}
                  </Button>
                </div>
              ) : null}
            </Flex>
          ) : null}
          {busy ? <Spinner /> : null}
          {mutation.error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{i18n._(errorMessage(mutation.error))}</Callout.Text>
            </Callout.Root>
          ) : null}
          {last && last.runs.length > 0 ? (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                <Trans>What the run history would show</Trans>
              </Heading>
              {last.runs.map((run) => (
                <RunSteps key={run.id} run={run} />
              ))}
            </Flex>
          ) : null}
        </Flex>
      </Card>
    </section>
  )
}
