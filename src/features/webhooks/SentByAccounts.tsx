import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes'
import type { SentByAccount } from '@/domain/instagram/apiTypes'

const KIND: Record<SentByAccount['kind'], MessageDescriptor> = {
  message: msg`Direct message`,
  private_reply: msg`Private reply`,
  public_reply: msg`Public reply`,
  sender_action: msg`Sender action`,
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
            style={{ margin: 0, paddingInlineStart: '1.25rem' }}
          >
            {entries.slice(0, 20).map((entry) => {
              const recipient = entry.recipientId ?? ''
              const commentId = entry.commentId ?? ''
              return (
                <li key={entry.id}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge variant="soft">{i18n._(KIND[entry.kind])}</Badge>
                    <Text size="1" color="gray">
                      {i18n.date(new Date(entry.sentAt), { timeStyle: 'medium' })}
                    </Text>
                    <Text size="2">{t`To ${recipient}: “${entry.text}”`}</Text>
                    {commentId ? (
                      <Text size="1" color="gray">
                        {t`In answer to comment ${commentId}`}
                      </Text>
                    ) : null}
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
