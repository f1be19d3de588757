import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, DropdownMenu, Flex, IconButton, Text } from '@radix-ui/themes'
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconInbox,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconRefresh,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { Tooltip } from '@/components/Tooltip'
import { UserAvatar } from '@/components/avatar'
import { SearchBox, type ListState } from '@/components/data-table'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { EmptyState } from '@/components/empty-state'
import { ItemList } from '@/components/item-list'
import { Pagination } from '@/components/Pagination'
import {
  labelToggle,
  MAIL_LABELS,
  readToggle,
  type EmailSummary,
  type MailPage,
  type MailView,
} from '@/domain/email/model'
import { LABEL_COLORS, LABEL_NAMES } from './labels'
import { MailTime } from './MailTime'
import { useMailActions } from './useMailActions'

interface MailListProps {
  view: MailView
  page: MailPage
  list: ListState<never>
  fetching: boolean
  onRefresh: () => void
  onOpen: (email: EmailSummary) => void
}

/** The search, the toolbar of bulk actions over the selection, the rows and the pages. */
export function MailList({ view, page, list, fetching, onRefresh, onOpen }: MailListProps) {
  const { t, i18n } = useLingui()
  const { run, deleteForever, pending } = useMailActions()
  // The selection holds what is on this page; another page or search starts with none.
  const pageKey = JSON.stringify([view, list.query.q, list.query.page, list.query.itemsPerPage])
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: new Set(),
  })
  const selectedIds = selection.key === pageKey ? selection.ids : new Set<string>()
  const selected = page.items.filter((email) => selectedIds.has(email.id))
  const select = (ids: Iterable<string>) => setSelection({ key: pageKey, ids: new Set(ids) })
  const toggle = (id: string) => {
    const next = new Set(selectedIds)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    select(next)
  }
  const [confirmDelete, setConfirmDelete] = useState(false)
  const ids = selected.map((email) => email.id)
  const clear = () => select([])
  const inTrash = 'filter' in view && view.filter === 'trash'
  const inSpam = 'filter' in view && view.filter === 'spam'
  const received = selected.some((email) => email.folder === 'inbox' || email.folder === 'spam')
  const all = page.items.length > 0 && selected.length === page.items.length
  const markRead = readToggle(selected)

  return (
    <Flex direction="column" className="email-list-pane">
      <Flex p="3" gap="2" align="center" className="email-search">
        <SearchBox value={list.query.q} onSearch={list.setSearch} label={t`Search mail`} />
      </Flex>
      <Flex
        px="3"
        py="2"
        gap="2"
        align="center"
        wrap="wrap"
        className="email-toolbar"
        role="toolbar"
        aria-label={t`Selected messages`}
      >
        <Checkbox
          aria-label={t`Select all on this page`}
          checked={all ? true : selected.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => select(all ? [] : page.items.map((email) => email.id))}
          disabled={page.items.length === 0}
        />
        {selected.length > 0 ? (
          <>
            <Text size="2" color="gray" aria-live="polite">
              {t`${i18n.number(selected.length)} selected`}
            </Text>
            {inTrash ? (
              <>
                <ToolButton label={t`Restore`} onClick={() => run(ids, { kind: 'restore' }, clear)} disabled={pending}>
                  <IconArrowBackUp size={18} aria-hidden />
                </ToolButton>
                <ToolButton label={t`Delete for good`} onClick={() => setConfirmDelete(true)} disabled={pending}>
                  <IconTrashX size={18} aria-hidden />
                </ToolButton>
              </>
            ) : (
              <ToolButton
                label={t`Move to trash`}
                onClick={() => run(ids, { kind: 'trash' }, clear)}
                disabled={pending}
              >
                <IconTrash size={18} aria-hidden />
              </ToolButton>
            )}
            {!inTrash &&
              received &&
              (inSpam ? (
                <ToolButton
                  label={t`Not spam: move to the inbox`}
                  onClick={() => run(ids, { kind: 'move', folder: 'inbox' }, clear)}
                  disabled={pending}
                >
                  <IconInbox size={18} aria-hidden />
                </ToolButton>
              ) : (
                <ToolButton
                  label={t`Mark as spam`}
                  onClick={() => run(ids, { kind: 'move', folder: 'spam' }, clear)}
                  disabled={pending}
                >
                  <IconAlertOctagon size={18} aria-hidden />
                </ToolButton>
              ))}
            <ToolButton
              label={markRead.value ? t`Mark as read` : t`Mark as unread`}
              onClick={() => run(ids, markRead)}
              disabled={pending}
            >
              {markRead.value ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
            </ToolButton>
            <LabelMenu selected={selected} onToggle={(label) => run(ids, labelToggle(selected, label))} />
          </>
        ) : null}
        <Flex flexGrow="1" />
        <ToolButton label={t`Refresh`} onClick={onRefresh} disabled={fetching}>
          <IconRefresh size={18} aria-hidden className={fetching ? 'email-spin' : undefined} />
        </ToolButton>
      </Flex>
      {page.items.length === 0 ? (
        <EmptyState
          icon={IconMail}
          headingLevel="h2"
          title={list.query.q ? t`No message matches “${list.query.q}”` : t`Nothing here`}
          description={list.query.q ? t`Try other words, or search another folder.` : t`This folder has no message.`}
          action={
            list.query.q ? (
              <Button variant="soft" onClick={list.clearFilters}>
                <Trans>Clear the search</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ItemList className="email-rows" aria-label={t`Messages`}>
          {page.items.map((email) => (
            <MailRow
              key={email.id}
              email={email}
              checked={selectedIds.has(email.id)}
              onCheck={() => toggle(email.id)}
              onStar={() => run([email.id], { kind: 'star', value: !email.isStarred })}
              onOpen={() => onOpen(email)}
            />
          ))}
        </ItemList>
      )}
      <Flex p="3" className="email-pages">
        <Pagination
          page={list.query.page}
          pageSize={list.query.itemsPerPage}
          total={page.total}
          onPage={(next) => list.setPage(next)}
          onPageSize={(size) => list.setItemsPerPage(size as never)}
          label={t`Pages of messages`}
        />
      </Flex>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t({
          message: plural(ids.length, { one: 'Delete this message for good?', other: 'Delete # messages for good?' }),
        })}
        description={t`They and their attachments are removed from the mailbox. This cannot be undone.`}
        cancelLabel={t`Keep them`}
        confirmLabel={t`Delete for good`}
        onConfirm={() => deleteForever(ids, clear)}
      />
    </Flex>
  )
}

/** An icon button named by its tooltip: the mailbox's toolbars are made of them. */
export function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string
  onClick: () => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip content={label}>
      <IconButton variant="ghost" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </IconButton>
    </Tooltip>
  )
}

/** The labels as checkboxes: checked when every selected message has it. */
export function LabelMenu({
  selected,
  onToggle,
}: {
  selected: readonly { labels: readonly string[] }[]
  onToggle: (label: (typeof MAIL_LABELS)[number]) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <DropdownMenu.Root>
      <Tooltip content={t`Labels`}>
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" color="gray" aria-label={t`Labels`}>
            <IconTag size={18} aria-hidden />
          </IconButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content>
        {MAIL_LABELS.map((label) => (
          <DropdownMenu.CheckboxItem
            key={label}
            checked={selected.length > 0 && selected.every((email) => email.labels.includes(label))}
            onCheckedChange={() => onToggle(label)}
          >
            <span className={`email-label-dot email-label-dot--${LABEL_COLORS[label]}`} aria-hidden />
            {i18n._(LABEL_NAMES[label])}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

function MailRow({
  email,
  checked,
  onCheck,
  onStar,
  onOpen,
}: {
  email: EmailSummary
  checked: boolean
  onCheck: () => void
  onStar: () => void
  onOpen: () => void
}) {
  const { t, i18n } = useLingui()
  const own = email.folder === 'sent' || email.folder === 'draft'
  const subject = email.subject || t`(no subject)`
  const who = own
    ? email.to.length > 0
      ? t`To: ${email.to.map((address) => address.name).join(', ')}`
      : t`No recipient yet`
    : email.from.name
  return (
    <li className="email-row" data-unread={!email.isRead} data-checked={checked}>
      <Checkbox checked={checked} onCheckedChange={onCheck} aria-label={t`Select “${subject}”`} />
      <IconButton
        variant="ghost"
        color={email.isStarred ? 'amber' : 'gray'}
        size="1"
        aria-label={t`Starred`}
        aria-pressed={email.isStarred}
        onClick={onStar}
      >
        {email.isStarred ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
      </IconButton>
      <button type="button" className="email-row-open" onClick={onOpen}>
        <UserAvatar name={own ? (email.to[0]?.name ?? '?') : email.from.name} size="2" />
        <span className="email-row-text">
          <span className="email-row-top">
            <Text as="span" size="2" weight={email.isRead ? 'regular' : 'bold'} truncate className="email-row-who">
              {who}
            </Text>
            <Text as="span" size="1" color="gray" className="email-row-time">
              <MailTime time={email.time} />
            </Text>
          </span>
          <Text as="span" size="2" weight={email.isRead ? 'regular' : 'bold'} truncate>
            {!email.isRead && <span className="visually-hidden">{t`Unread:`} </span>}
            {email.folder === 'draft' && <Text color="red">{t`Draft:`} </Text>}
            {subject}
            {email.replyCount > 0 && <Text color="gray"> ({i18n.number(email.replyCount + 1)})</Text>}
          </Text>
          <Text as="span" size="1" color="gray" truncate>
            {email.excerpt}
          </Text>
          {(email.labels.length > 0 || email.attachmentCount > 0) && (
            <span className="email-row-marks">
              {email.labels.map((label) => (
                <span key={label} className="email-row-label">
                  <span className={`email-label-dot email-label-dot--${LABEL_COLORS[label]}`} aria-hidden />
                  <Text size="1" color="gray">
                    {i18n._(LABEL_NAMES[label])}
                  </Text>
                </span>
              ))}
              {email.attachmentCount > 0 && (
                <Text size="1" color="gray" className="email-row-label">
                  <IconPaperclip size={14} aria-hidden />
                  {t({ message: plural(email.attachmentCount, { one: '# attachment', other: '# attachments' }) })}
                </Text>
              )}
            </span>
          )}
        </span>
      </button>
    </li>
  )
}
