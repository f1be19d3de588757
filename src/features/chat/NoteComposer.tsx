import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text, TextArea } from '@radix-ui/themes'
import { IconAt, IconNote } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, type FormEvent } from 'react'
import { apiErrorMessage } from '@/components/feedback'
import { useFormDraft } from '@/components/form'
import { NOTE_MAX } from '@/domain/chat/apiTypes'
import { inboxMembersQuery, useAddNote } from './api'

/**
 * The team's internal note on a thread: never sent to the contact. `@username` mentions a member,
 * who is notified; the "Mention" menu writes one at the cursor.
 */
export function NoteComposer({ threadId }: { threadId: string }) {
  const { t, i18n } = useLingui()
  const ids = useId()
  // Kept in the tab like the reply: another conversation opened, or a reload, leaves it as it was.
  const draft = useFormDraft({ name: `note:${threadId}`, initial: '', read: readNote })
  const text = draft.values
  const setText = draft.setValues
  const box = useRef<HTMLTextAreaElement>(null)
  const members = useQuery(inboxMembersQuery())
  const add = useAddNote(threadId)
  const tooLong = [...text].length > NOTE_MAX

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === '' || tooLong || add.isPending) return
    add.mutate(
      { text: text.trim(), idempotencyKey: draft.submissionKey },
      {
        onSuccess: () => {
          draft.saved()
          setText('')
        },
      },
    )
  }
  const mention = (username: string) => {
    const field = box.current
    const at = field?.selectionStart ?? text.length
    const before = text.slice(0, at)
    const inserted = `${before && !/\s$/.test(before) ? ' ' : ''}@${username} `
    setText(before + inserted + text.slice(at))
    requestAnimationFrame(() => {
      field?.focus()
      field?.setSelectionRange(at + inserted.length, at + inserted.length)
    })
  }

  return (
    <form onSubmit={submit} aria-label={t`Internal note`}>
      <Flex direction="column" gap="2" px="3" pt="2">
        <Text as="label" size="1" color="gray" htmlFor={`${ids}-note`}>
          <Trans>Internal note, only your team sees it. Mention someone with @ to notify them.</Trans>
        </Text>
        <Flex gap="2" align="end">
          <TextArea
            ref={box}
            id={`${ids}-note`}
            className="chat-note-box"
            placeholder={t`Write a note for your team…`}
            value={text}
            rows={1}
            resize="vertical"
            aria-invalid={tooLong || undefined}
            style={{ flex: 1 }}
            onChange={(event) => setText(event.target.value)}
          />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger disabled={!members.data?.length}>
              <Button type="button" variant="soft" color="gray" aria-label={t`Mention a member`}>
                <IconAt size={16} aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content>
              {members.data?.map((member) => (
                <DropdownMenu.Item key={member.uid} onSelect={() => mention(member.username)}>
                  {member.name} <bdi>@{member.username}</bdi>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
          <Button
            type="submit"
            variant="soft"
            color="amber"
            loading={add.isPending}
            disabled={text.trim() === '' || tooLong}
          >
            <IconNote size={16} aria-hidden />
            <Trans>Add note</Trans>
          </Button>
        </Flex>
        {tooLong ? (
          <Text size="1" color="red">
            <Trans>This note is too long. Shorten it to add it.</Trans>
          </Text>
        ) : null}
        {add.error ? (
          <Text size="1" color="red" role="alert">
            {i18n._(apiErrorMessage(add.error))}
          </Text>
        ) : null}
      </Flex>
    </form>
  )
}

const readNote = (stored: unknown) => (typeof stored === 'string' ? stored : null)
