import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { IconMessages } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { Link } from 'wouter'
import { FilterSelect, SearchBox } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { handleText } from '@/components/handle'
import { Pagination } from '@/components/Pagination'
import { isNarrowed, isPageSize, lastPageOf } from '@/domain/list'
import { ApiError } from '@/lib/apiClient'
import { pathOf } from '@/routes/match'
import { THREAD_STATUSES } from '@/domain/chat/apiTypes'
import { threadsQuery } from './api'
import { THREAD_STATUS_LABELS } from './labels'
import { MeButton } from './MeDrawer'
import { SavedRepliesDrawer } from './SavedReplies'
import { ThreadList } from './ThreadList'
import { ThreadView } from './ThreadView'
import { useOpenThread, useThreadList } from './urlState'
import './chat.css'

/**
 * /apps/chat: the Instagram inbox, where a person answers DMs by hand (docs/product.md). The list
 * of conversations and the open one side by side; on a phone, one at a time.
 */
export default function ChatScreen() {
  const { t, i18n } = useLingui()
  const ids = useId()
  const threads = useThreadList()
  const [openThread, setOpenThread] = useOpenThread()
  const list = useQuery(threadsQuery(threads.query))
  const { total } = list.data ?? {}
  const { page, itemsPerPage } = threads.query

  // An account the workspace no longer holds or a tag nobody carries any more (an old link) is
  // refused: show every account, every tag instead.
  useEffect(() => {
    if (!(list.error instanceof ApiError)) return
    for (const name of ['account', 'tag'] as const)
      if (list.error.fields[name]) threads.setFilter(name, null, { replace: true })
  }, [list.error, threads])
  // A page past the end (conversations gone, an old link) shows the last one.
  useEffect(() => {
    if (total !== undefined && total > 0 && page > lastPageOf(total, itemsPerPage))
      threads.setPage(lastPageOf(total, itemsPerPage), { replace: true })
  }, [total, page, itemsPerPage, threads])

  const accounts = list.data?.accounts ?? []
  const tags = list.data?.tags ?? []
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
        <div className="chat-layout" data-thread-open={openThread !== ''}>
          <section className="chat-pane chat-list-pane" aria-labelledby={`${ids}-list`}>
            <Flex direction="column" gap="2" p="3" style={{ borderBlockEnd: '1px solid var(--gray-a5)' }}>
              <Flex align="center" justify="between" gap="2">
                <Heading as="h2" size="3" id={`${ids}-list`}>
                  <Trans>Conversations</Trans>
                </Heading>
                <Flex gap="2" align="center">
                  <SavedRepliesDrawer />
                  <MeButton />
                </Flex>
              </Flex>
              <SearchBox
                label={t`Search conversations`}
                placeholder={t`Search by name or message`}
                value={threads.query.q}
                onSearch={threads.setSearch}
              />
              {accounts.length > 1 ? (
                <FilterSelect
                  filter={{
                    name: 'account',
                    label: t`Account`,
                    options: accounts.map((account) => ({
                      value: account.accountId,
                      label: handleText(account.username),
                    })),
                  }}
                  value={threads.query.filters.account}
                  onChange={(account) => threads.setFilter('account', account)}
                />
              ) : null}
              <Flex gap="2" wrap="wrap">
                <FilterSelect
                  filter={{
                    name: 'assignee',
                    label: t`Assigned`,
                    options: [
                      { value: 'me', label: t`To me` },
                      { value: 'none', label: t`To nobody` },
                    ],
                  }}
                  value={threads.query.filters.assignee}
                  onChange={(assignee) => threads.setFilter('assignee', assignee)}
                />
                <FilterSelect
                  filter={{
                    name: 'status',
                    label: t`Status`,
                    options: THREAD_STATUSES.map((status) => ({
                      value: status,
                      label: i18n._(THREAD_STATUS_LABELS[status]),
                    })),
                  }}
                  value={threads.query.filters.status}
                  onChange={(status) => threads.setFilter('status', status)}
                />
                {tags.length > 0 ? (
                  <FilterSelect
                    filter={{ name: 'tag', label: t`Tag`, options: tags.map((tag) => ({ value: tag, label: tag })) }}
                    value={threads.query.filters.tag}
                    onChange={(tag) => threads.setFilter('tag', tag)}
                  />
                ) : null}
              </Flex>
            </Flex>
            <div className="chat-scroll">
              {list.data ? (
                <>
                  <ThreadList
                    threads={list.data.items}
                    selected={openThread}
                    filtered={isNarrowed(threads.query)}
                    onSelect={setOpenThread}
                    onClear={threads.clearFilters}
                  />
                  {list.data.total > itemsPerPage || page > 1 ? (
                    <div className="chat-pages">
                      <Pagination
                        label={t`Pages of conversations`}
                        page={page}
                        pageSize={itemsPerPage}
                        total={list.data.total}
                        onPage={(next) => threads.setPage(next)}
                        onPageSize={(size) => {
                          if (isPageSize(size)) threads.setItemsPerPage(size)
                        }}
                      />
                    </div>
                  ) : null}
                </>
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
            {openThread ? (
              <ThreadView key={openThread} threadId={openThread} onBack={() => setOpenThread('')} />
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
