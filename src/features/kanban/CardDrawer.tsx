import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Separator, Text } from '@radix-ui/themes'
import { lazy, Suspense, useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DateField } from '@/components/date'
import { Drawer, DrawerClose } from '@/components/drawer'
import { CheckboxGroupField, Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { cardEditSchema, KANBAN_LABELS, KANBAN_TEAM, type KanbanCard } from '@/domain/kanban/board'
import { useDeleteCard, useSaveCard } from './api'
import { CardAttachments } from './CardAttachments'
import { LABEL_NAMES } from './labels'

// The rich-text editor (Tiptap) loads when a card is opened, not with the board.
const CardComments = lazy(() => import('./CardComments'))

/** A card's details: title, due day, labels and people, saved together; its comments; delete. */
export function CardDrawer({ card, onClose }: { card: KanbanCard | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      open={card !== null}
      onOpenChange={(open) => !open && onClose()}
      title={card?.title ?? ''}
      description={t`The card's details are saved together; a file or a comment is added on its own.`}
      width="32rem"
    >
      {card && (
        <Flex direction="column" gap="5">
          <CardForm key={card.id} card={card} onDone={onClose} />
          <Separator size="4" />
          <CardAttachments card={card} />
          <Separator size="4" />
          <Suspense fallback={<Text color="gray">{t`Loading the comments…`}</Text>}>
            <CardComments card={card} />
          </Suspense>
        </Flex>
      )}
    </Drawer>
  )
}

function CardForm({ card, onDone }: { card: KanbanCard; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const save = useSaveCard()
  const remove = useDeleteCard()
  const [deleting, setDeleting] = useState(false)
  const form = useZodForm(cardEditSchema, {
    defaultValues: { title: card.title, dueDate: card.dueDate, labels: card.labels, members: card.members },
  })
  return (
    <Form
      form={form}
      aria-label={t`Card details`}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, id: card.id })
        notify.success(t`The card is saved.`)
        onDone()
      }}
    >
      <InputField control={form.control} name="title" label={t`Title`} required />
      <DateField control={form.control} name="dueDate" label={t`Due date`} />
      <CheckboxGroupField
        control={form.control}
        name="labels"
        label={t`Labels`}
        options={KANBAN_LABELS.map((label) => ({ value: label, label: i18n._(LABEL_NAMES[label]) }))}
      />
      <CheckboxGroupField
        control={form.control}
        name="members"
        label={t`People`}
        options={KANBAN_TEAM.map((member) => ({ value: member, label: member }))}
      />
      <Flex gap="3" justify="between" wrap="wrap">
        <Button type="button" variant="soft" color="red" onClick={() => setDeleting(true)}>
          <Trans>Delete</Trans>
        </Button>
        <Flex gap="3">
          <DrawerClose>
            <Button type="button" variant="soft" color="gray">
              <Trans>Cancel</Trans>
            </Button>
          </DrawerClose>
          <SubmitButton>
            <Trans>Save</Trans>
          </SubmitButton>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete the card “${card.title}”?`}
        description={t`The card, its files and its comments leave the board for good.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              notify.success(t`The card is deleted.`)
              onDone()
            },
            onError: () => notify.error(t`The card could not be deleted. Try again.`),
          })
        }
      />
    </Form>
  )
}
