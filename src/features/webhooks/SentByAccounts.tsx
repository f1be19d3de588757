import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes'
import { createContext, useContext, useState } from 'react'
import type { SentByAccount } from '@/domain/instagram/apiTypes'
import type { AttachmentKind, SentButton, SentContent } from '@/domain/instagram/sentContent'
import type { SentTap } from './tapAsPerson'

/** How Instagram answered a tap's delivery: the HTTP status of the receiver, 0 when it was not reached. */
type TapOutcome = { title: string; status: number } | { title: string; failed: true }

/** Taps a sent button or quick reply as the person it went to (absent: the buttons are only shown). */
type Tap = (tap: SentTap) => Promise<number>

const TapContext = createContext<{
  entry: SentByAccount
  tap: (title: string, payload: string, via: SentTap['via']) => void
} | null>(null)

const KIND: Record<SentByAccount['kind'], MessageDescriptor> = {
  message: msg`Direct message`,
  private_reply: msg`Private reply`,
  public_reply: msg`Public reply`,
  sender_action: msg`Sender action`,
}

const ATTACHMENTS: Record<AttachmentKind, MessageDescriptor> = {
  image: msg`An image`,
  video: msg`A video`,
  audio: msg`An audio message`,
  file: msg`A file`,
  sticker: msg`A heart sticker`,
  post: msg`A shared post`,
  other: msg`An attachment`,
}

/**
 * What the connected accounts sent, as the (mock) Instagram delivered it: the tester's outbox. With
 * `onTap`, each button and quick reply sent to a person can be tapped as that person, and each
 * link opened (through Conversa's counting redirect), so a flow is played from what it sent.
 */
export function SentByAccounts({ entries, onTap }: { entries: SentByAccount[]; onTap?: Tap }) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<TapOutcome | null>(null)
  const tapFor = (entry: SentByAccount) =>
    onTap && entry.recipientId
      ? {
          entry,
          tap: (title: string, payload: string, via: SentTap['via']) => {
            setOutcome(null)
            onTap({ entry, title, payload, via }).then(
              (status) => setOutcome({ title, status }),
              () => setOutcome({ title, failed: true }),
            )
          },
        }
      : null
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          <Trans>Sent by the accounts</Trans>
        </Heading>
        {onTap ? (
          <Text size="2" color="gray">
            <Trans>Tap a button or a quick reply to answer as the person it was sent to.</Trans>
          </Text>
        ) : null}
        <TapStatus outcome={outcome} />
        {entries.length === 0 ? (
          <Text size="2" color="gray">
            <Trans>Nothing sent yet. Replies from automations appear here as Instagram would deliver them.</Trans>
          </Text>
        ) : (
          <ol
            aria-label={t`Messages sent by the accounts, newest first`}
            style={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: 'var(--space-2)' }}
          >
            {entries.slice(0, 20).map((entry) => {
              const recipient = entry.recipientUsername ? `@${entry.recipientUsername}` : (entry.recipientId ?? '')
              return (
                <li key={entry.id}>
                  <Flex direction="column" gap="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Badge variant="soft">{i18n._(KIND[entry.kind])}</Badge>
                      <Text size="1" color="gray">
                        {i18n.date(new Date(entry.sentAt), { timeStyle: 'medium' })}
                      </Text>
                      <Text size="2">
                        <Trans>
                          To <bdi>{recipient}</bdi>
                        </Trans>
                      </Text>
                    </Flex>
                    <TapContext.Provider value={tapFor(entry)}>
                      <SentContentView content={entry.content} />
                    </TapContext.Provider>
                    <Text size="1" color="gray">
                      {[
                        entry.recipientUsername && entry.recipientId ? t`recipient ${entry.recipientId}` : null,
                        entry.commentId ? t`in answer to comment ${entry.commentId}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Flex>
                </li>
              )
            })}
          </ol>
        )}
      </Flex>
    </Card>
  )
}

/** Every Send API shape, shown as the person would see it. */
function SentContentView({ content }: { content: SentContent }) {
  const { t, i18n } = useLingui()
  switch (content.kind) {
    case 'text':
      return (
        <Flex direction="column" gap="1">
          <Text size="2">
            “<bdi>{content.text}</bdi>”
          </Text>
          {content.quickReplies.length > 0 ? (
            <Flex gap="1" wrap="wrap" role="list" aria-label={t`Quick replies`}>
              {content.quickReplies.map((reply, index) => (
                <span key={index} role="listitem">
                  <Tappable title={reply.title} payload={reply.payload} via="quick-reply" />
                </span>
              ))}
            </Flex>
          ) : null}
        </Flex>
      )
    case 'buttons':
      return (
        <Flex direction="column" gap="1">
          <Text size="2">
            “<bdi>{content.text}</bdi>”
          </Text>
          <Buttons buttons={content.buttons} />
        </Flex>
      )
    case 'cards':
      return (
        <ul aria-label={t`Cards`} style={{ margin: 0, paddingInlineStart: '1rem' }}>
          {content.cards.map((card, index) => (
            <li key={index}>
              <Text size="2" weight="medium">
                <bdi>{card.title}</bdi>
              </Text>
              {card.subtitle ? (
                <Text size="1" color="gray">
                  {' '}
                  · <bdi>{card.subtitle}</bdi>
                </Text>
              ) : null}
              <Buttons buttons={card.buttons} />
            </li>
          ))}
        </ul>
      )
    case 'attachment':
      return (
        <Text size="2">
          {i18n._(ATTACHMENTS[content.type])}
          {content.url ? (
            <Text size="1" color="gray">
              {' '}
              <bdi>{content.url}</bdi>
            </Text>
          ) : content.reference ? (
            <Text size="1" color="gray">
              {' '}
              {content.reference}
            </Text>
          ) : null}
        </Text>
      )
    case 'action':
      return (
        <Text size="2" color="gray">
          <Trans>Action: {content.action}</Trans>
        </Text>
      )
    case 'unknown':
      return (
        <Text size="2" color="gray">
          <Trans>A message of a kind this screen cannot show.</Trans>
        </Text>
      )
  }
}

function Buttons({ buttons }: { buttons: SentButton[] }) {
  const { t } = useLingui()
  if (buttons.length === 0) return null
  return (
    <Flex gap="1" wrap="wrap" role="list" aria-label={t`Buttons`}>
      {buttons.map((button, index) => (
        <span key={index} role="listitem">
          {button.kind === 'link' ? (
            <Badge variant="surface" color="gray">
              <bdi>{button.title}</bdi>
              <Link size="1" href={button.url} target="_blank" rel="noreferrer">
                <bdi>{button.url}</bdi>
              </Link>
            </Badge>
          ) : (
            <Tappable title={button.title} payload={button.payload} via="button" />
          )}
        </span>
      ))}
    </Flex>
  )
}

/** A sent button or quick reply: a button that taps it as the person where the outbox allows it. */
function Tappable({ title, payload, via }: { title: string; payload: string; via: SentTap['via'] }) {
  const { t } = useLingui()
  const context = useContext(TapContext)
  if (!context)
    return (
      <Badge
        variant={via === 'button' ? 'surface' : 'outline'}
        color="gray"
        radius={via === 'button' ? undefined : 'full'}
      >
        <bdi>{title}</bdi>
      </Badge>
    )
  const person = context.entry.recipientUsername ? `@${context.entry.recipientUsername}` : context.entry.recipientId
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      radius={via === 'button' ? undefined : 'full'}
      aria-label={t`Tap “${title}” as ${person}`}
      onClick={() => context.tap(title, payload, via)}
    >
      <bdi>{title}</bdi>
    </Button>
  )
}

function TapStatus({ outcome }: { outcome: TapOutcome | null }) {
  const title = outcome?.title ?? ''
  const status = outcome && 'status' in outcome ? outcome.status : 0
  return (
    <Text size="2" role="status" color={outcome && ('failed' in outcome || outcome.status >= 300) ? 'red' : undefined}>
      {!outcome ? null : 'failed' in outcome ? (
        <Trans>The tap on “{title}” could not be sent: try again.</Trans>
      ) : outcome.status >= 200 && outcome.status < 300 ? (
        <Trans>Tapped “{title}”: the receiver accepted the event.</Trans>
      ) : outcome.status === 0 ? (
        <Trans>The receiver could not be reached.</Trans>
      ) : (
        <Trans>The receiver refused the event (HTTP {status}).</Trans>
      )}
    </Text>
  )
}
