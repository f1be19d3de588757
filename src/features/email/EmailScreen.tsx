import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Spinner } from '@radix-ui/themes'
import { IconMailOff, IconLayoutSidebar } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { useListQuery } from '@/components/data-table'
import { useWideScreen } from '@/components/date'
import { Drawer } from '@/components/drawer'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { notify } from '@/components/toast'
import { isMailFilter, isMailLabel, type Email, type MailView } from '@/domain/email/model'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { mailListQuery, openedEmailQuery } from './api'
import { MailList } from './MailList'
import { MailSidebar } from './MailSidebar'
import './email.css'

// The reading view and the compose dialog carry the rich-text editor: fetched when first needed.
const MailReader = lazy(() => import('./MailReader'))
const ComposeDialog = lazy(() => import('./ComposeDialog'))

/** The view a route shows: `/apps/email` is the inbox; null for a folder or label that does not exist. */
function viewOf({ route, params }: ScreenProps): MailView | null {
  if (route === 'email-label') return isMailLabel(params.label) ? { label: params.label } : null
  if (route === 'email-filter') return isMailFilter(params.filter) ? { filter: params.filter } : null
  return { filter: 'inbox' }
}

/** What the compose dialog holds: a new message, or a draft being continued. */
export type Composing = { draft: Email | null }

/**
 * `/apps/email` (docs/product.md, "Email"): the workspace's mailbox. The sidebar's folders and
 * labels are routes; the search, the page and the open message live in the query string.
 */
export default function EmailScreen(props: ScreenProps) {
  const { t } = useLingui()
  const view = viewOf(props)
  const list = useListQuery({ defaults: { itemsPerPage: 20 } })
  const [search, setSearch] = useSearchParams()
  const open = search.get('open') ?? ''
  const [composing, setComposing] = useState<Composing | null>(null)
  const [foldersOpen, setFoldersOpen] = useState(false)
  const wide = useWideScreen()
  const client = useQueryClient()
  const { q, page, itemsPerPage } = list.query
  const mail = useQuery({
    ...mailListQuery({ view: view ?? { filter: 'inbox' }, q, page, itemsPerPage }),
    enabled: view !== null,
  })

  if (!view)
    return (
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6">
          {t`Email`}
        </Heading>
        <EmptyState
          icon={IconMailOff}
          title={t`There is no such mailbox`}
          description={t`The folder or label in the address does not exist.`}
          action={
            <Button asChild>
              <Link href={pathOf('email')}>{t`Go to the inbox`}</Link>
            </Button>
          }
        />
      </Flex>
    )

  const setOpen = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      if (id) next.set('open', id)
      else next.delete('open')
      return next
    })
  const compose = (draft: Email | null = null) => {
    setFoldersOpen(false)
    setComposing({ draft })
  }
  /** A draft opens in the compose dialog, the message fetched whole first. */
  const openDraft = (id: string) =>
    client.fetchQuery(openedEmailQuery(id, view, q)).then(
      ({ email }) => compose(email),
      () => notify.error(t`The draft could not be opened. Try again.`),
    )
  const sidebar = (
    <MailSidebar
      view={view}
      counts={mail.data?.counts}
      onCompose={() => compose()}
      onNavigate={() => setFoldersOpen(false)}
    />
  )

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        {!wide && (
          <Button variant="soft" color="gray" onClick={() => setFoldersOpen(true)}>
            <IconLayoutSidebar size={16} aria-hidden />
            {t`Mailboxes`}
          </Button>
        )}
        <Heading as="h1" size="6">
          {t`Email`}
        </Heading>
      </Flex>
      <div className="email-layout">
        {wide ? (
          <aside className="email-sidebar" aria-label={t`Mailboxes`}>
            {sidebar}
          </aside>
        ) : (
          <Drawer open={foldersOpen} onOpenChange={setFoldersOpen} title={t`Mailboxes`} width="18rem">
            {sidebar}
          </Drawer>
        )}
        <section className="email-main" aria-label={t`Messages`}>
          {mail.error && !mail.data ? (
            <ErrorState error={mail.error} onRetry={() => void mail.refetch()} />
          ) : open ? (
            <Suspense fallback={<Loading />}>
              <MailReader key={open} id={open} view={view} q={q} onOpen={setOpen} onClose={() => setOpen('')} />
            </Suspense>
          ) : mail.data ? (
            <MailList
              view={view}
              page={mail.data}
              list={list}
              fetching={mail.isFetching}
              onRefresh={() => void mail.refetch()}
              onOpen={(email) =>
                email.folder === 'draft' && !email.isDeleted ? openDraft(email.id) : setOpen(email.id)
              }
            />
          ) : (
            <Loading />
          )}
        </section>
      </div>
      {composing && (
        <Suspense fallback={null}>
          <ComposeDialog draft={composing.draft} onClose={() => setComposing(null)} />
        </Suspense>
      )}
    </Flex>
  )
}

function Loading() {
  const { t } = useLingui()
  return (
    <Flex align="center" justify="center" gap="2" p="6" role="status">
      <Spinner />
      {t`Loading the messages…`}
    </Flex>
  )
}
