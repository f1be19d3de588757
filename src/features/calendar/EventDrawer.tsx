import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DateField } from '@/components/date'
import { Drawer, DrawerClose } from '@/components/drawer'
import { Form, InputField, SelectField, SubmitButton, SwitchField, TextAreaField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { toEventInput, toFormValues, type EventFormValues } from '@/domain/calendar/eventForm'
import { CALENDARS, type CalendarEvent } from '@/domain/calendar/model'
import { useAddEvent, useDeleteEvent, useSaveEvent } from './api'
import { CALENDAR_LABELS } from './labels'
import { clientEventSchema, EVENT_SERVER_MESSAGES } from './eventFormLabels'

/** What the drawer edits: a new event (from a day or the sidebar's button) or a saved one. */
export type Editing = { kind: 'new'; values: EventFormValues } | { kind: 'edit'; event: CalendarEvent }

/** Adds or edits an event with every field of the template's drawer; deletes after a confirmation. */
export function EventDrawer({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing?.kind === 'edit' ? t`Edit event` : t`Add event`}
      description={t`Times are in your time zone.`}
      width="30rem"
    >
      {editing && (
        <EventForm key={editing.kind === 'edit' ? editing.event.id : 'new'} editing={editing} onDone={onClose} />
      )}
    </Drawer>
  )
}

function EventForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const add = useAddEvent()
  const save = useSaveEvent()
  const remove = useDeleteEvent()
  const form = useZodForm(clientEventSchema(), {
    defaultValues: editing.kind === 'edit' ? toFormValues(editing.event) : editing.values,
  })
  const allDay = form.watch('allDay')
  return (
    <Form
      form={form}
      serverMessages={EVENT_SERVER_MESSAGES}
      aria-label={editing.kind === 'edit' ? t`Edit event` : t`Add event`}
      onSubmit={async (values, { idempotencyKey }) => {
        const input = toEventInput(values)
        if (editing.kind === 'edit') {
          await save.mutateAsync({ ...input, id: editing.event.id })
          notify.success(t`The event is saved.`)
        } else {
          await add.mutateAsync({ event: input, idempotencyKey })
          notify.success(t`The event is added.`)
        }
        onDone()
      }}
    >
      <InputField control={form.control} name="title" label={t`Title`} required />
      <SelectField
        control={form.control}
        name="calendar"
        label={t`Calendar`}
        required
        options={CALENDARS.map((calendar) => ({ value: calendar, label: i18n._(CALENDAR_LABELS[calendar]) }))}
      />
      <SwitchField control={form.control} name="allDay" label={t`All day`} />
      <Flex gap="3" wrap="wrap">
        <DateField control={form.control} name="startDay" label={t`Start date`} required />
        {!allDay && <InputField control={form.control} name="startTime" type="time" label={t`Start time`} required />}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <DateField control={form.control} name="endDay" label={t`End date`} required />
        {!allDay && <InputField control={form.control} name="endTime" type="time" label={t`End time`} required />}
      </Flex>
      <InputField control={form.control} name="url" type="url" label={t`Event URL`} placeholder="https://" />
      <InputField
        control={form.control}
        name="guests"
        label={t`Guests`}
        hint={t`Email addresses, separated by commas.`}
        autoComplete="off"
      />
      <InputField control={form.control} name="location" label={t`Location`} />
      <TextAreaField control={form.control} name="description" label={t`Description`} />
      <Flex gap="3" justify="between" wrap="wrap">
        {editing.kind === 'edit' ? (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="soft" color="red" loading={remove.isPending}>
                <Trans>Delete</Trans>
              </Button>
            }
            title={t`Delete “${editing.event.title}”?`}
            description={t`The event leaves the calendar for good.`}
            cancelLabel={t`Keep it`}
            confirmLabel={t`Delete`}
            onConfirm={() =>
              remove.mutate(editing.event.id, {
                onSuccess: () => {
                  notify.success(t`The event is deleted.`)
                  onDone()
                },
                onError: () => notify.error(t`The event could not be deleted. Try again.`),
              })
            }
          />
        ) : (
          <span />
        )}
        <Flex gap="3">
          <DrawerClose>
            <Button type="button" variant="soft" color="gray">
              <Trans>Cancel</Trans>
            </Button>
          </DrawerClose>
          <SubmitButton>{editing.kind === 'edit' ? <Trans>Save</Trans> : <Trans>Add</Trans>}</SubmitButton>
        </Flex>
      </Flex>
    </Form>
  )
}
