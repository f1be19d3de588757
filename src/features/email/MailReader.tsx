import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes'
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconArrowLeft,
  IconChevronDown,
  IconChevronUp,
  IconInbox,
  IconMail,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { AttachmentList } from '@/components/attachments'
import { UserAvatar } from '@/components/avatar'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { useSubmissionKey } from '@/components/form'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { notify } from '@/components/toast'
import { labelToggle, type Email, type MailAddress, type MailReply, type MailView } from '@/domain/email/model'
import { hasText, type RichText } from '@/domain/richText'
import { downloadAttachment, openedEmailQuery, useReply } from './api'
import { LABEL_COLORS, LABEL_NAMES } from './labels'
import { LabelMenu, ToolButton } from './MailList'
import { useMailActions } from './useMailActions'

interface MailReaderProps {
  id: string
  view: MailView
  q: string
  onOpen: (id: string) => void
  onClose: () => void
}

/**
 * One message read whole: its actions, previous and next in the list it was opened from, the
 * thread of replies and the box to answer. Opening an unread message marks it read.
 */
export default function MailReader({ id, view, q, onOpen, onClose }: MailReaderProps) {
  const { t, i18n } = useLingui()
  const opened = useQuery(openedEmailQuery(id, view, q))
  const { run, pending } = useMailActions()
  const email = opened.data?.email
  const marked = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!email || marked.current) return
    marked.current = true
    heading.current?.focus()
    if (!email.isRead) run([email.id], { kind: 'read', value: true })
  }, [email, run])

  if (opened.error) return <ErrorState error={opened.error} onRetry={() => void opened.refetch()} />
  if (!email)
    return (
      <Flex align="center" justify="center" gap="2" p="6" role="status">
        <Spinner />
        <Trans>Opening the message…</Trans>
      </Flex>
    )

  const received = email.folder === 'inbox' || email.folder === 'spam'
  const { previous, next } = opened.data!
  return (
    <Flex direction="column" className="email-reader">
      <Flex p="3" gap="2" align="center" wrap="wrap" className="email-toolbar" role="toolbar" aria-label={t`Message`}>
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={t`Back to the list`}
          onClick={onClose}
          className="email-flip"
        >
          <IconArrowLeft size={18} aria-hidden />
        </IconButton>
        {email.isDeleted ? (
          <ToolButton label={t`Restore`} onClick={() => run([email.id], { kind: 'restore' })} disabled={pending}>
            <IconArrowBackUp size={18} aria-hidden />
          </ToolButton>
        ) : (
          <ToolButton
            label={t`Move to trash`}
            onClick={() => run([email.id], { kind: 'trash' }, onClose)}
            disabled={pending}
          >
            <IconTrash size={18} aria-hidden />
          </ToolButton>
        )}
        {received &&
          !email.isDeleted &&
          (email.folder === 'spam' ? (
            <ToolButton
              label={t`Not spam: move to the inbox`}
              onClick={() => run([email.id], { kind: 'move', folder: 'inbox' }, onClose)}
              disabled={pending}
            >
              <IconInbox size={18} aria-hidden />
            </ToolButton>
          ) : (
            <ToolButton
              label={t`Mark as spam`}
              onClick={() => run([email.id], { kind: 'move', folder: 'spam' }, onClose)}
              disabled={pending}
            >
              <IconAlertOctagon size={18} aria-hidden />
            </ToolButton>
          ))}
        <ToolButton
          label={t`Mark as unread`}
          onClick={() => run([email.id], { kind: 'read', value: false }, onClose)}
          disabled={pending}
        >
          <IconMail size={18} aria-hidden />
        </ToolButton>
        <LabelMenu selected={[email]} onToggle={(label) => run([email.id], labelToggle([email], label))} />
        <IconButton
          variant="ghost"
          color={email.isStarred ? 'amber' : 'gray'}
          aria-label={t`Starred`}
          aria-pressed={email.isStarred}
          onClick={() => run([email.id], { kind: 'star', value: !email.isStarred })}
        >
          {email.isStarred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
        </IconButton>
        <Flex flexGrow="1" />
        <ToolButton label={t`Previous message`} onClick={() => previous && onOpen(previous)} disabled={!previous}>
          <IconChevronUp size={18} aria-hidden />
        </ToolButton>
        <ToolButton label={t`Next message`} onClick={() => next && onOpen(next)} disabled={!next}>
          <IconChevronDown size={18} aria-hidden />
        </ToolButton>
      </Flex>
      <Flex direction="column" gap="3" p="3" className="email-reader-body">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="5" ref={heading} tabIndex={-1} className="email-subject">
            {email.subject || t`(no subject)`}
          </Heading>
          {email.labels.map((label) => (
            <Badge key={label} color={LABEL_COLORS[label]}>
              {i18n._(LABEL_NAMES[label])}
            </Badge>
          ))}
          {email.isDeleted && <Badge color="gray">{t`In the trash`}</Badge>}
        </Flex>
        <MessageCard
          from={email.from}
          to={email.to}
          cc={email.cc}
          bcc={email.bcc}
          time={email.time}
          message={email.message}
          email={email}
        />
        {email.replies.map((reply) => (
          <MessageCard key={reply.id} {...reply} cc={[]} bcc={[]} />
        ))}
        {!email.isDeleted && <ReplyBox email={email} />}
      </Flex>
    </Flex>
  )
}

type CardProps = Pick<MailReply, 'from' | 'to' | 'time' | 'message'> & {
  cc: MailAddress[]
  bcc: MailAddress[]
  /** The first message of the thread carries the attachments. */
  email?: Email
}

function MessageCard({ from, to, cc, bcc, time, message, email }: CardProps) {
  const { t } = useLingui()
  const format = useFormat()
  const names = (addresses: MailAddress[]) => format.list(addresses.map((address) => address.email))
  return (
    <Card asChild>
      <article>
        <Flex direction="column" gap="3">
          <Flex gap="3" align="start">
            <UserAvatar name={from.name} size="3" />
            <Flex direction="column" flexGrow="1" style={{ minWidth: 0 }}>
              <Text size="2" weight="bold" dir="auto">
                {from.name}
              </Text>
              <Text size="1" color="gray" className="email-address">
                <span dir="ltr">{from.email}</span>
              </Text>
              {to.length > 0 && (
                <Text size="1" color="gray">
                  {t`To:`} <span dir="ltr">{names(to)}</span>
                </Text>
              )}
              {cc.length > 0 && (
                <Text size="1" color="gray">
                  {t`Cc:`} <span dir="ltr">{names(cc)}</span>
                </Text>
              )}
              {bcc.length > 0 && (
                <Text size="1" color="gray">
                  {t`Bcc:`} <span dir="ltr">{names(bcc)}</span>
                </Text>
              )}
            </Flex>
            <Text size="1" color="gray" asChild>
              <time dateTime={time}>{format.dateTime(time)}</time>
            </Text>
          </Flex>
          <RichTextView doc={message} />
          {email && email.attachments.length > 0 && (
            <AttachmentList files={email.attachments} download={downloadAttachment} />
          )}
        </Flex>
      </article>
    </Card>
  )
}

const EMPTY: RichText = { type: 'doc', content: [] }

function ReplyBox({ email }: { email: Email }) {
  const { t } = useLingui()
  const reply = useReply()
  const [writing, setWriting] = useState(false)
  const [body, setBody] = useState<RichText>(EMPTY)
  // A second click on Send while the reply is on its way is the same reply.
  const replyKey = useSubmissionKey()
  if (email.folder === 'draft') return null
  // Who the answer goes to (the backend decides the same way): the other side of the thread.
  const replyTo = email.folder === 'sent' ? (email.to[0]?.name ?? '') : email.from.name
  if (!writing)
    return (
      <Flex>
        <Button variant="soft" onClick={() => setWriting(true)}>
          <IconArrowBackUp size={16} aria-hidden />
          <Trans>Reply</Trans>
        </Button>
      </Flex>
    )
  const send = () =>
    reply.mutate(
      { id: email.id, message: body, idempotencyKey: replyKey.keyFor() },
      {
        onSuccess: () => {
          replyKey.succeeded()
          setBody(EMPTY)
          setWriting(false)
          notify.success(t`Your reply is sent.`)
        },
        onError: () => notify.error(t`The reply could not be sent. Try again.`),
      },
    )
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          <Trans>Reply to {replyTo}</Trans>
        </Text>
        <RichTextEditor label={t`Your reply`} onChange={setBody} minHeight="6rem" />
        <Flex gap="2" justify="end">
          <Button variant="soft" color="gray" onClick={() => setWriting(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={send} disabled={!hasText(body)} loading={reply.isPending}>
            <Trans>Send</Trans>
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}
