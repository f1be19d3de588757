import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { notify, toastUndo } from '@/components/toast'
import type { MailAction } from '@/domain/email/model'
import { useDeleteForever, useMailAction, useRestoreStates } from './api'
import { LABEL_NAMES } from './labels'

/**
 * The actions on messages, as the list's toolbar and the reading view run them. What moves a
 * message away (trash, spam, inbox, restore, a label taken off) says so with Undo; deleting for
 * good is asked first by the caller. A refusal is said in words, and the list shows what is true.
 */
export function useMailActions() {
  const { t, i18n } = useLingui()
  const act = useMailAction()
  const restore = useRestoreStates()
  const remove = useDeleteForever()

  const doneMessage = (action: MailAction, count: number): string | null => {
    switch (action.kind) {
      case 'trash':
        return t({
          message: plural(count, { one: 'Message moved to the trash.', other: '# messages moved to the trash.' }),
        })
      case 'restore':
        return t({ message: plural(count, { one: 'Message restored.', other: '# messages restored.' }) })
      case 'move':
        return action.folder === 'spam'
          ? t({ message: plural(count, { one: 'Message marked as spam.', other: '# messages marked as spam.' }) })
          : t({
              message: plural(count, { one: 'Message moved to the inbox.', other: '# messages moved to the inbox.' }),
            })
      case 'label': {
        const label = i18n._(LABEL_NAMES[action.label])
        return action.value
          ? t({
              message: plural(count, {
                one: `Label “${label}” added.`,
                other: `Label “${label}” added to # messages.`,
              }),
            })
          : t({
              message: plural(count, {
                one: `Label “${label}” removed.`,
                other: `Label “${label}” removed from # messages.`,
              }),
            })
      }
      default:
        return null
    }
  }

  /** Runs the action on `ids`; `onDone` runs once the backend kept it. */
  const run = (ids: string[], action: MailAction, onDone?: () => void) =>
    act.mutate(
      { ids, action },
      {
        onSuccess: ({ before }) => {
          onDone?.()
          const message = doneMessage(action, before.length)
          if (!message || before.length === 0) return
          toastUndo({
            message,
            onUndo: () =>
              restore.mutate(before, {
                onSuccess: () => notify.success(t`Undone.`),
                onError: () => notify.error(t`The change could not be undone. Try again.`),
              }),
          })
        },
        onError: () => notify.error(t`The change could not be saved. Try again.`),
      },
    )

  const deleteForever = (ids: string[], onDone?: () => void) =>
    remove.mutate(ids, {
      onSuccess: () => {
        onDone?.()
        notify.success(
          t({
            message: plural(ids.length, { one: 'Message deleted for good.', other: '# messages deleted for good.' }),
          }),
        )
      },
      onError: () => notify.error(t`The messages could not be deleted. Try again.`),
    })

  return { run, deleteForever, pending: act.isPending || remove.isPending }
}
