import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, DropdownMenu, Flex, IconButton, Text, TextArea, TextField } from '@radix-ui/themes'
import { IconBookmark, IconPencil, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Drawer } from '@/components/drawer'
import { apiErrorMessage } from '@/components/feedback'
import { useSubmissionKey } from '@/components/form'
import { SAVED_REPLY_TITLE_MAX, type SavedReply } from '@/domain/chat/apiTypes'
import { useAbility } from '@/runtime/session/useAbility'
import { savedRepliesQuery, useDeleteSavedReply, useSaveReply } from './api'

/** The workspace's saved replies, to pick one and put its text in the reply box. */
export function SavedReplyPicker({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useLingui()
  const replies = useQuery(savedRepliesQuery())
  const items = replies.data ?? []
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button type="button" variant="soft" color="gray" aria-label={t`Insert a saved reply`}>
          <IconBookmark size={16} aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {items.length === 0 ? (
          <DropdownMenu.Item disabled>
            <Trans>No saved replies yet</Trans>
          </DropdownMenu.Item>
        ) : (
          items.map((reply) => (
            <DropdownMenu.Item key={reply.id} onSelect={() => onPick(reply.text)}>
              {reply.title}
            </DropdownMenu.Item>
          ))
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/** The saved replies of the workspace: listed, added, edited and deleted by whoever may answer. */
export function SavedRepliesDrawer() {
  const { t } = useLingui()
  const mayEdit = useAbility().can('create', 'Chat')
  const replies = useQuery(savedRepliesQuery())
  const remove = useDeleteSavedReply()
  const [editing, setEditing] = useState<SavedReply | null>(null)
  return (
    <Drawer
      title={t`Saved replies`}
      description={t`Answers your team reuses: pick one from the reply box to insert it.`}
      trigger={
        <Button variant="soft" size="2">
          <IconBookmark size={16} aria-hidden />
          <Trans>Saved replies</Trans>
        </Button>
      }
    >
      <Flex direction="column" gap="3">
        {mayEdit ? (
          <SavedReplyForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        ) : null}
        {replies.data?.length === 0 ? (
          <Text color="gray">
            <Trans>No saved replies yet.</Trans>
          </Text>
        ) : null}
        <ul className="chat-saved-list" aria-label={t`Saved replies`}>
          {replies.data?.map((reply) => (
            <li key={reply.id}>
              <Card>
                <Flex justify="between" gap="2" align="start">
                  <Flex direction="column" gap="1" minWidth="0">
                    <Text weight="bold" size="2">
                      {reply.title}
                    </Text>
                    <Text size="2" color="gray" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                      {reply.text}
                    </Text>
                  </Flex>
                  {mayEdit ? (
                    <Flex gap="1" flexShrink="0">
                      <IconButton variant="ghost" aria-label={t`Edit ${reply.title}`} onClick={() => setEditing(reply)}>
                        <IconPencil size={16} aria-hidden />
                      </IconButton>
                      <IconButton
                        variant="ghost"
                        color="red"
                        aria-label={t`Delete ${reply.title}`}
                        loading={remove.isPending && remove.variables === reply.id}
                        onClick={() => remove.mutate(reply.id)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </IconButton>
                    </Flex>
                  ) : null}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    </Drawer>
  )
}

function SavedReplyForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const save = useSaveReply()
  const submission = useSubmissionKey()
  const [title, setTitle] = useState(editing?.title ?? '')
  const [text, setText] = useState(editing?.text ?? '')
  const titleTooLong = [...title].length > SAVED_REPLY_TITLE_MAX
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === '' || text.trim() === '' || titleTooLong) return
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        title: title.trim(),
        text: text.trim(),
        idempotencyKey: submission.keyFor(),
      },
      {
        onSuccess: () => {
          submission.succeeded()
          setTitle('')
          setText('')
          onDone()
        },
      },
    )
  }
  return (
    <form onSubmit={submit} aria-label={editing ? t`Edit the saved reply` : t`New saved reply`}>
      <Flex direction="column" gap="2">
        <Text as="label" size="2" weight="bold" htmlFor={`${ids}-title`}>
          <Trans>Title</Trans>
        </Text>
        <TextField.Root
          id={`${ids}-title`}
          value={title}
          aria-invalid={titleTooLong || undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Text as="label" size="2" weight="bold" htmlFor={`${ids}-text`}>
          <Trans>Text</Trans>
        </Text>
        <TextArea
          id={`${ids}-text`}
          value={text}
          rows={3}
          dir="auto"
          onChange={(event) => setText(event.target.value)}
        />
        {save.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{i18n._(apiErrorMessage(save.error))}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" justify="end">
          {editing ? (
            <Button type="button" variant="soft" color="gray" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={title.trim() === '' || text.trim() === '' || titleTooLong}
          >
            {editing ? <Trans>Save changes</Trans> : <Trans>Add saved reply</Trans>}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
