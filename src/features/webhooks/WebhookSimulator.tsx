import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Select, Switch, Text, TextField } from '@radix-ui/themes'
import { useId, useState, type FormEvent } from 'react'
import type { WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { composeWebhookPayload, type ComposableEventKind } from '@/domain/instagram/webhookComposer'
import { useSimulatedDelivery } from './api'
import { Handle } from '@/components/handle'

const KINDS: { value: ComposableEventKind; label: MessageDescriptor; defaultText: MessageDescriptor }[] = [
  { value: 'comment', label: msg`Comment on a post`, defaultText: msg`I want the link!` },
  { value: 'message', label: msg`Direct message`, defaultText: msg`Hi! What are your opening hours?` },
  { value: 'story_mention', label: msg`Story mention`, defaultText: msg`(no text)` },
  { value: 'story_reply', label: msg`Reply to a story`, defaultText: msg`Loved it!` },
  { value: 'postback', label: msg`Button postback`, defaultText: msg`See prices` },
  { value: 'referral', label: msg`Opened from an ig.me link or ad`, defaultText: msg`(no text)` },
]

/** Where a simulated comment is written: a post or reel, an ad, or a live video (`live_comments`). */
type CommentPlace = 'media' | 'ad' | 'live'

/** Kept as a message descriptor, so it follows a language switch like the rest of the screen. */
type Outcome = { tone: 'green' | 'red'; message: MessageDescriptor } | null

/**
 * Meta retries a delivery for up to 36 hours. The simulator goes further (a replayed or forged old
 * event), so one can see that the backend never acts on an event that old.
 */
const MAX_HOURS_LATE = 72

/** When the event is delivered and when it happened, and an id no earlier event has. */
function eventStamp(hoursAgo: number): { now: number; occurredAt: number; uniqueId: string } {
  const now = Date.now()
  return { now, occurredAt: now - hoursAgo * 3_600_000, uniqueId: `${now}${Math.floor(Math.random() * 1e6)}` }
}

/** "See prices" → "SEE_PRICES": a starting point the person can change. */
function suggestedPayload(title: string): string {
  return title.trim().toUpperCase().replace(/\s+/g, '_')
}

/**
 * Composes what Meta would POST for the chosen account and has the mock Instagram deliver it to
 * the receiver, signed with the app secret (which never reaches the browser) or forged.
 */
export function WebhookSimulator({ setup, onDelivered }: { setup: WebhookSimulatorSetup; onDelivered: () => void }) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const [kind, setKind] = useState<ComposableEventKind>('comment')
  const [accountId, setAccountId] = useState(setup.accounts[0]?.accountId ?? '')
  const account = setup.accounts.find((candidate) => candidate.accountId === accountId)
  const [mediaId, setMediaId] = useState(account?.media[0]?.id ?? '')
  const [personId, setPersonId] = useState(setup.people[0]?.id ?? '')
  const [text, setText] = useState(() => i18n._(KINDS[0]!.defaultText))
  const [payload, setPayload] = useState('')
  const [ref, setRef] = useState('')
  const [adId, setAdId] = useState('')
  const [parentId, setParentId] = useState('')
  const [place, setPlace] = useState<CommentPlace>('media')
  const [hoursAgo, setHoursAgo] = useState('0')
  const [forged, setForged] = useState(false)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const delivery = useSimulatedDelivery()

  const chooseKind = (value: string) => {
    const next = KINDS.find((entry) => entry.value === value)
    if (!next) return
    setKind(next.value)
    const nextText = next.value === 'story_mention' || next.value === 'referral' ? '' : i18n._(next.defaultText)
    setText(nextText)
    // A button's payload is what the automation listens for: suggested, always editable.
    setPayload(next.value === 'postback' ? suggestedPayload(nextText) : '')
  }
  const chooseAccount = (value: string) => {
    setAccountId(value)
    setMediaId(setup.accounts.find((candidate) => candidate.accountId === value)?.media[0]?.id ?? '')
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const person = setup.people.find((candidate) => candidate.id === personId)
    const media = account?.media.find((item) => item.id === mediaId)
    if (!account || !person || (kind === 'comment' && !media)) {
      setOutcome({ tone: 'red', message: msg`Choose an account, a person and, for a comment, a post.` })
      return
    }
    const late = hoursAgo.trim() === '' ? 0 : Number(hoursAgo)
    if (!Number.isFinite(late) || late < 0 || late > MAX_HOURS_LATE) {
      setOutcome({ tone: 'red', message: msg`“Happened” must be between 0 and ${MAX_HOURS_LATE} hours ago.` })
      return
    }
    if (kind === 'postback' && payload.trim() === '') {
      setOutcome({ tone: 'red', message: msg`Type the button's payload: it is what an automation listens for.` })
      return
    }
    if (kind === 'referral' && ref.trim() === '' && adId.trim() === '') {
      setOutcome({
        tone: 'red',
        message: msg`Type the link's ref or the ad's id: it is what an automation listens for.`,
      })
      return
    }
    const onAd = kind === 'comment' && place === 'ad'
    setSending(true)
    setOutcome(null)
    const body = composeWebhookPayload({
      kind,
      accountId: account.accountId,
      person,
      text,
      ...eventStamp(late),
      ...(media ? { media: { id: media.id, mediaProductType: media.mediaProductType } } : {}),
      payload: kind === 'postback' || kind === 'message' ? payload.trim() || undefined : undefined,
      ...(kind === 'comment'
        ? {
            parentId: parentId.trim() || undefined,
            adId: onAd ? adId.trim() || undefined : undefined,
            live: place === 'live',
          }
        : {}),
      ...(kind === 'referral' || kind === 'message' || kind === 'postback'
        ? { referral: { ref, adId: kind === 'postback' ? '' : adId } }
        : {}),
    })
    try {
      const { status } = await delivery.mutateAsync({ payload: body as Record<string, unknown>, forged })
      setOutcome(
        status === 0
          ? { tone: 'red', message: msg`The receiver could not be reached.` }
          : status >= 200 && status < 300
            ? { tone: 'green', message: msg`Delivered: the receiver accepted the event (HTTP ${status}).` }
            : { tone: 'red', message: msg`The receiver refused the event (HTTP ${status}).` },
      )
    } catch {
      setOutcome({ tone: 'red', message: msg`The event could not be sent: try again.` })
    } finally {
      setSending(false)
      onDelivered()
    }
  }

  return (
    <Card size="3">
      <form onSubmit={(event) => void send(event)} aria-labelledby={`${ids}-title`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${ids}-title`}>
            <Trans>Event simulator</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            <Trans>Sends a signed event to the webhook receiver exactly as Meta would.</Trans>
          </Text>
          <Flex gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" id={`${ids}-kind`}>
                <Trans>Event</Trans>
              </Text>
              <Select.Root value={kind} onValueChange={chooseKind}>
                <Select.Trigger aria-labelledby={`${ids}-kind`} />
                <Select.Content>
                  {KINDS.map((entry) => (
                    <Select.Item key={entry.value} value={entry.value}>
                      {i18n._(entry.label)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" id={`${ids}-account`}>
                <Trans>Account</Trans>
              </Text>
              <Select.Root value={accountId} onValueChange={chooseAccount}>
                <Select.Trigger aria-labelledby={`${ids}-account`} />
                <Select.Content>
                  {setup.accounts.map((entry) => (
                    <Select.Item key={entry.accountId} value={entry.accountId}>
                      <Handle username={entry.username} /> {entry.connected ? t`(connected)` : t`(not connected)`}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" id={`${ids}-person`}>
                <Trans>From</Trans>
              </Text>
              <Select.Root value={personId} onValueChange={setPersonId}>
                <Select.Trigger aria-labelledby={`${ids}-person`} />
                <Select.Content>
                  {setup.people.map((person) => (
                    <Select.Item key={person.id} value={person.id}>
                      <Handle username={person.username} />
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            {kind === 'comment' ? (
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="bold" id={`${ids}-media`}>
                  <Trans>Post</Trans>
                </Text>
                <Select.Root value={mediaId} onValueChange={setMediaId}>
                  <Select.Trigger aria-labelledby={`${ids}-media`} style={{ maxWidth: 260 }} />
                  <Select.Content>
                    {(account?.media ?? []).map((item) => (
                      <Select.Item key={item.id} value={item.id}>
                        {item.mediaProductType === 'REELS' ? t`Reel` : t`Post`}: {item.caption.slice(0, 40)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
            ) : null}
          </Flex>
          {kind === 'comment' ? (
            <Flex gap="3" wrap="wrap">
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="bold" id={`${ids}-place`}>
                  <Trans>Comment on</Trans>
                </Text>
                <Select.Root value={place} onValueChange={(value) => setPlace(value as CommentPlace)}>
                  <Select.Trigger aria-labelledby={`${ids}-place`} />
                  <Select.Content>
                    <Select.Item value="media">{t`The post or reel`}</Select.Item>
                    <Select.Item value="ad">{t`An ad of the post or reel`}</Select.Item>
                    <Select.Item value="live">{t`A live video (live_comments)`}</Select.Item>
                  </Select.Content>
                </Select.Root>
              </Flex>
              {place === 'ad' ? (
                <Flex direction="column" gap="1">
                  <Text as="label" size="2" weight="bold" htmlFor={`${ids}-comment-ad`}>
                    <Trans>Ad id</Trans>
                  </Text>
                  <TextField.Root
                    id={`${ids}-comment-ad`}
                    value={adId}
                    onChange={(event) => setAdId(event.target.value)}
                  />
                </Flex>
              ) : null}
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="bold" htmlFor={`${ids}-parent`}>
                  <Trans>Reply under comment (id, optional)</Trans>
                </Text>
                <TextField.Root
                  id={`${ids}-parent`}
                  value={parentId}
                  onChange={(event) => setParentId(event.target.value)}
                />
              </Flex>
            </Flex>
          ) : null}
          {kind === 'referral' || kind === 'message' || kind === 'postback' ? (
            <Flex gap="3" wrap="wrap">
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="bold" htmlFor={`${ids}-ref`}>
                  {kind === 'referral' ? (
                    <Trans>Ref</Trans>
                  ) : (
                    <Trans>Ref of the link or ad the person came from (optional)</Trans>
                  )}
                </Text>
                <TextField.Root id={`${ids}-ref`} value={ref} onChange={(event) => setRef(event.target.value)} />
              </Flex>
              {kind !== 'postback' ? (
                <Flex direction="column" gap="1">
                  <Text as="label" size="2" weight="bold" htmlFor={`${ids}-ad`}>
                    <Trans>Ad id (optional)</Trans>
                  </Text>
                  <TextField.Root id={`${ids}-ad`} value={adId} onChange={(event) => setAdId(event.target.value)} />
                </Flex>
              ) : null}
            </Flex>
          ) : null}
          {kind !== 'story_mention' && kind !== 'referral' ? (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" htmlFor={`${ids}-text`}>
                {kind === 'postback' ? <Trans>Button title</Trans> : <Trans>Text</Trans>}
              </Text>
              <TextField.Root id={`${ids}-text`} value={text} onChange={(event) => setText(event.target.value)} />
            </Flex>
          ) : null}
          {kind === 'postback' || kind === 'message' ? (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" htmlFor={`${ids}-payload`}>
                {kind === 'postback' ? <Trans>Payload</Trans> : <Trans>Quick reply payload (optional)</Trans>}
              </Text>
              <TextField.Root
                id={`${ids}-payload`}
                value={payload}
                aria-describedby={`${ids}-payload-hint`}
                onChange={(event) => setPayload(event.target.value)}
              />
              <Text id={`${ids}-payload-hint`} size="1" color="gray">
                {kind === 'postback' ? (
                  <Trans>What the button sends back; automations with this payload answer it.</Trans>
                ) : (
                  <Trans>Fill it to send the DM as a tapped quick reply; leave it empty for a typed message.</Trans>
                )}
              </Text>
            </Flex>
          ) : null}
          <Flex direction="column" gap="1" maxWidth="260px">
            <Text as="label" size="2" weight="bold" htmlFor={`${ids}-late`}>
              <Trans>Happened (hours ago)</Trans>
            </Text>
            <TextField.Root
              id={`${ids}-late`}
              type="number"
              min={0}
              max={MAX_HOURS_LATE}
              step={1}
              value={hoursAgo}
              aria-describedby={`${ids}-late-hint`}
              onChange={(event) => setHoursAgo(event.target.value)}
            />
            <Text id={`${ids}-late-hint`} size="1" color="gray">
              <Trans>
                Meta can deliver an event late (it retries for up to 36 hours). 0 means now. Older events are received
                but never acted on.
              </Trans>
            </Text>
          </Flex>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={forged} onCheckedChange={setForged} color="red" />
              <Trans>Forge the signature (sign with a wrong secret)</Trans>
            </Flex>
          </Text>
          <Flex justify="end">
            <Button type="submit" disabled={sending}>
              <Trans>Send event</Trans>
            </Button>
          </Flex>
          {outcome ? (
            <Callout.Root color={outcome.tone} role="status">
              <Callout.Text>{i18n._(outcome.message)}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </form>
    </Card>
  )
}
