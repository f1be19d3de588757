import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes'
import type { SentByAccount } from '@/domain/instagram/apiTypes'
import type { AttachmentKind, SentButton, SentContent } from '@/domain/instagram/sentContent'

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

/** What the connected accounts sent, as the (mock) Instagram delivered it: the tester's outbox. */
export function SentByAccounts({ entries }: { entries: SentByAccount[] }) {
  const { t, i18n } = useLingui()
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          <Trans>Sent by the accounts</Trans>
        </Heading>
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
                    <SentContentView content={entry.content} />
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
                <Badge key={index} variant="outline" color="gray" radius="full" role="listitem">
                  <bdi>{reply.title}</bdi>
                </Badge>
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
        <Badge key={index} variant="surface" color="gray" role="listitem">
          <bdi>{button.title}</bdi>
          {button.kind === 'link' ? <Text color="gray"> ({button.url})</Text> : null}
        </Badge>
      ))}
    </Flex>
  )
}
