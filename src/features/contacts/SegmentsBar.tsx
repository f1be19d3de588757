import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import type { ListState } from '@/components/data-table'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { Segment, SegmentCondition } from '@/domain/contacts/segments'
import { CONTACT_SOURCES } from '@/domain/contacts/source'
import { useCreateSegment, useDeleteSegment, type ContactFilter } from './api'

/** The list's filters as a segment's conditions: what saving them keeps. */
function conditionsOf(filters: Partial<Record<ContactFilter, string>>): SegmentCondition[] {
  const conditions: SegmentCondition[] = []
  if (filters.tag) conditions.push({ kind: 'tag', tag: filters.tag, has: true })
  const source = CONTACT_SOURCES.find((known) => known === filters.source)
  if (source) conditions.push({ kind: 'source', source })
  if (filters.optedOut) conditions.push({ kind: 'opted-out', optedOut: filters.optedOut === 'yes' })
  return conditions
}

const nameSchema = z.object({ name: z.string().trim().min(1).max(60) })

/**
 * Segments are saved filters: the tag, source and opt-out chosen in the list, kept under a name,
 * then chosen again in the Segment filter (and read by flows). The segment in use can be deleted.
 */
export function SegmentsBar({ list, segments }: { list: ListState<ContactFilter>; segments: readonly Segment[] }) {
  const { t } = useLingui()
  const [naming, setNaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = useDeleteSegment()
  const conditions = conditionsOf(list.query.filters)
  const current = segments.find((segment) => segment.id === list.query.filters.segment)
  if (conditions.length === 0 && !current) return null
  return (
    <Flex gap="3" align="center" wrap="wrap">
      {current ? (
        <>
          <Text size="2">
            <Trans>
              Segment: <bdi>{current.name}</bdi>
            </Trans>
          </Text>
          <Button size="1" variant="soft" color="red" onClick={() => setDeleting(true)}>
            <Trans>Delete segment</Trans>
          </Button>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t`Delete the segment “${current.name}”?`}
            description={t`The contacts stay; flows that check this segment no longer find anyone in it.`}
            cancelLabel={t`Keep it`}
            confirmLabel={t`Delete segment`}
            onConfirm={() =>
              void remove.mutateAsync(current.id).then(
                () => {
                  list.setFilter('segment', null)
                  notify.success(t`Segment deleted.`)
                },
                () => notify.error(t`The segment could not be deleted. Try again.`),
              )
            }
          />
        </>
      ) : null}
      {conditions.length > 0 ? (
        <Button size="1" variant="soft" onClick={() => setNaming(true)}>
          <Trans>Save these filters as a segment</Trans>
        </Button>
      ) : null}
      <Dialog.Root open={naming} onOpenChange={setNaming}>
        <Dialog.Content maxWidth="420px">
          <Dialog.Title>
            <Trans>New segment</Trans>
          </Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="4">
            <Trans>The contacts matching the list's filters now: flows can check whether someone is in it.</Trans>
          </Dialog.Description>
          {naming ? (
            <SegmentNameForm
              conditions={conditions}
              onDone={(segment) => {
                setNaming(false)
                list.setFilter('segment', segment.id)
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  )
}

function SegmentNameForm({
  conditions,
  onDone,
}: {
  conditions: SegmentCondition[]
  onDone: (segment: Segment) => void
}) {
  const { t } = useLingui()
  const create = useCreateSegment()
  const form = useZodForm(nameSchema, { defaultValues: { name: '' } })
  return (
    <Form
      form={form}
      onSubmit={async ({ name }) => {
        const segment = await create.mutateAsync({ name, conditions })
        notify.success(t`Segment “${segment.name}” saved.`)
        onDone(segment)
      }}
    >
      <InputField control={form.control} name="name" label={t`Name`} autoComplete="off" required />
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <SubmitButton>
          <Trans>Save segment</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}
