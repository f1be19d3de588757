import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Select, Spinner, Text, TextField } from '@radix-ui/themes'
import { IconMessages, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Link } from 'wouter'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { pathOf } from '@/routes/match'
import { threadsQuery } from './api'
import { MeButton } from './MeDrawer'
import { ThreadList } from './ThreadList'
import { ThreadView } from './ThreadView'
import { useInboxUrl } from './urlState'
import './chat.css'

const ALL_ACCOUNTS = 'all'

/**
 * /apps/chat: the Instagram inbox, where a person answers DMs by hand (docs/product.md). The list
 * of conversations and the open one side by side; on a phone, one at a time.
 */
export default function ChatScreen() {
  const { t } = useLingui()
  const ids = useId()
  const [url, setUrl] = useInboxUrl()
  const [search, setSearch] = useState(url.q)
  const list = useQuery(threadsQuery({ q: url.q, account: url.account }))

  // The search waits for a pause in typing and replaces the history entry.
  useEffect(() => {
    if (search.trim() === url.q) return
    const timer = setTimeout(() => setUrl({ q: search.trim() }, true), 300)
    return () => clearTimeout(timer)
  }, [search, url.q, setUrl])

  const accounts = list.data?.accounts ?? []
  const noAccount = list.data !== undefined && accounts.length === 0

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="6">
        <Trans>Instagram inbox</Trans>
      </Heading>
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : noAccount ? (
        <EmptyState
          icon={IconMessages}
          title={t`No Instagram account is connected`}
          description={t`Connect an account to read and answer its direct messages here.`}
          action={
            <Button asChild>
              <Link href={pathOf('integrations')}>
                <Trans>Go to Integrations</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="chat-layout" data-thread-open={url.thread !== ''}>
          <section className="chat-pane chat-list-pane" aria-labelledby={`${ids}-list`}>
            <Flex direction="column" gap="2" p="3" style={{ borderBlockEnd: '1px solid var(--gray-a5)' }}>
              <Flex align="center" justify="between" gap="2">
                <Heading as="h2" size="3" id={`${ids}-list`}>
                  <Trans>Conversations</Trans>
                </Heading>
                <MeButton />
              </Flex>
              <TextField.Root
                type="search"
                aria-label={t`Search conversations`}
                placeholder={t`Search by name or message`}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              >
                <TextField.Slot>
                  <IconSearch size={16} aria-hidden />
                </TextField.Slot>
              </TextField.Root>
              {accounts.length > 1 ? (
                <Flex direction="column" gap="1">
                  <Text as="label" size="1" id={`${ids}-account`} color="gray">
                    <Trans>Account</Trans>
                  </Text>
                  <Select.Root
                    value={url.account || ALL_ACCOUNTS}
                    onValueChange={(value) => setUrl({ account: value === ALL_ACCOUNTS ? '' : value })}
                  >
                    <Select.Trigger aria-labelledby={`${ids}-account`} />
                    <Select.Content>
                      <Select.Item value={ALL_ACCOUNTS}>{t`All accounts`}</Select.Item>
                      {accounts.map((account) => (
                        <Select.Item key={account.accountId} value={account.accountId}>
                          @{account.username}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Flex>
              ) : null}
            </Flex>
            <div className="chat-scroll">
              {list.data ? (
                <ThreadList
                  threads={list.data.items}
                  selected={url.thread}
                  filtered={url.q !== '' || url.account !== ''}
                  onSelect={(thread) => setUrl({ thread })}
                  onClear={() => {
                    setSearch('')
                    setUrl({ q: '', account: '' })
                  }}
                />
              ) : (
                <Flex align="center" gap="2" p="3">
                  <Spinner />
                  <Text>
                    <Trans>Loading the conversations…</Trans>
                  </Text>
                </Flex>
              )}
            </div>
          </section>
          <section className="chat-pane chat-thread-pane" aria-label={t`Conversation`}>
            {url.thread ? (
              <ThreadView key={url.thread} threadId={url.thread} onBack={() => setUrl({ thread: '' })} />
            ) : (
              <Flex flexGrow="1" align="center" justify="center">
                <EmptyState
                  icon={IconMessages}
                  headingLevel="h2"
                  title={t`Choose a conversation`}
                  description={t`Pick someone on the list to read their messages and reply.`}
                />
              </Flex>
            )}
          </section>
        </div>
      )}
    </Flex>
  )
}
