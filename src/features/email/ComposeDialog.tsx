import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { AttachmentList, FileDropZone, useUploadError } from '@/components/attachments'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { apiErrorMessage } from '@/components/feedback'
import { Form, formMessage, InputField, SubmitButton, useSubmissionKey, useZodForm } from '@/components/form'
import { RichTextEditor } from '@/components/rich-text'
import { notify } from '@/components/toast'
import { parseRecipients, type DraftInput, type Email } from '@/domain/email/model'
import { MAX_ATTACHMENTS, type FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'
import { downloadAttachment, uploadAttachment, useSaveDraft, useSend } from './api'

const recipientsField = (required: boolean) =>
  z.string().superRefine((text, context) => {
    const parsed = parseRecipients(text)
    if (!parsed.ok)
      context.addIssue({
        code: 'custom',
        message: formMessage(msg`“${parsed.invalid}” is not an e-mail address.`),
      })
    else if (required && parsed.emails.length === 0)
      context.addIssue({ code: 'custom', message: formMessage(msg`Add at least one recipient.`) })
  })

const sendForm = z.object({
  to: recipientsField(true),
  cc: recipientsField(false),
  bcc: recipientsField(false),
  subject: z.string().max(200),
})
type ComposeValues = z.input<typeof sendForm>

const REFUSALS = {
  'email/attachment': msg`An attachment is missing. Attach it again.`,
  'email/not-a-draft': msg`This draft was sent or deleted in another tab.`,
  'email/invalid': msg`The message could not be read by the server. Check the addresses.`,
}

const EMPTY: RichText = { type: 'doc', content: [] }
const joined = (addresses: readonly { email: string }[]) => addresses.map((address) => address.email).join(', ')

/**
 * Writing a message (docs/product.md, "Email"): To, Cc and Bcc (shown on demand), the subject, a
 * rich-text body and attachments. Sent, it lands in Sent; saved, it is a draft to finish later.
 * Closing with unsaved words asks first.
 */
export default function ComposeDialog({ draft, onClose }: { draft: Email | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const uploadError = useUploadError()
  const form = useZodForm(sendForm, {
    defaultValues: {
      to: joined(draft?.to ?? []),
      cc: joined(draft?.cc ?? []),
      bcc: joined(draft?.bcc ?? []),
      subject: draft?.subject ?? '',
    },
  })
  const [body, setBody] = useState<RichText>(draft?.message ?? EMPTY)
  const [bodyTouched, setBodyTouched] = useState(false)
  const [files, setFiles] = useState<FileRef[]>(draft?.attachments ?? [])
  const [uploading, setUploading] = useState(0)
  const [draftId, setDraftId] = useState(draft?.id ?? null)
  const [showCopies, setShowCopies] = useState(Boolean(draft && (draft.cc.length || draft.bcc.length)))
  const [filesChanged, setFilesChanged] = useState(false)
  const [confirmClose, setConfirmClose] = useState(false)
  const send = useSend()
  const save = useSaveDraft()
  // Saving a draft is not the form's submission: its first save (the one that creates it) has its own key.
  const draftKey = useSubmissionKey()
  const unsaved = form.formState.isDirty || bodyTouched || filesChanged

  const input = (values: ComposeValues): DraftInput | null => {
    const lists = (['to', 'cc', 'bcc'] as const).map((name) => {
      const parsed = parseRecipients(values[name])
      if (!parsed.ok) {
        form.setError(
          name,
          { type: 'custom', message: formMessage(msg`“${parsed.invalid}” is not an e-mail address.`) },
          { shouldFocus: true },
        )
        return null
      }
      return parsed.emails
    })
    if (lists.some((list) => list === null)) return null
    const [to, cc, bcc] = lists as string[][]
    return {
      to: to!,
      cc: cc!,
      bcc: bcc!,
      subject: values.subject,
      message: body,
      attachmentIds: files.map((file) => file.id),
    }
  }

  const submit = async (values: ComposeValues, { idempotencyKey }: { idempotencyKey: string }) => {
    const message = input(values)
    if (!message) return
    await send.mutateAsync({ input: { ...message, draftId }, idempotencyKey })
    notify.success(t`Your message is sent.`)
    onClose()
  }

  const saveDraft = async () => {
    form.clearErrors()
    const message = input(form.getValues())
    if (!message) return
    try {
      const kept = await save.mutateAsync({ id: draftId, input: message, idempotencyKey: draftKey.keyFor() })
      draftKey.succeeded()
      setDraftId(kept.id)
      form.reset(form.getValues())
      setBodyTouched(false)
      setFilesChanged(false)
      notify.success(t`Draft saved.`)
    } catch (error) {
      notify.error(i18n._(apiErrorMessage(error)))
    }
  }

  const attach = async (chosen: File[]) => {
    setUploading((count) => count + chosen.length)
    for (const file of chosen) {
      try {
        const kept = await uploadAttachment(file)
        setFiles((current) => [...current, kept])
        setFilesChanged(true)
      } catch (error) {
        notify.error(uploadError(error, file.name))
      } finally {
        setUploading((count) => count - 1)
      }
    }
  }

  const requestClose = () => (unsaved ? setConfirmClose(true) : onClose())

  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Content maxWidth="720px" aria-describedby={undefined}>
        <Dialog.Title>{draft ? t`Continue the draft` : t`New message`}</Dialog.Title>
        <Form form={form} onSubmit={submit} serverRefusals={REFUSALS} aria-label={t`New message`}>
          <Flex direction="column" gap="3">
            <InputField
              control={form.control}
              name="to"
              label={t({ message: 'To', context: 'mail recipients' })}
              required
              type="text"
              dir="ltr"
              autoComplete="email"
              placeholder="name@example.com, …"
              hint={t`Separate addresses with commas.`}
            />
            {showCopies ? (
              <>
                <InputField control={form.control} name="cc" label={t`Cc`} dir="ltr" autoComplete="email" />
                <InputField control={form.control} name="bcc" label={t`Bcc`} dir="ltr" autoComplete="email" />
              </>
            ) : (
              <Flex>
                <Button type="button" variant="ghost" size="1" onClick={() => setShowCopies(true)}>
                  <Trans>Add Cc and Bcc</Trans>
                </Button>
              </Flex>
            )}
            <InputField control={form.control} name="subject" label={t`Subject`} maxLength={200} />
            <RichTextEditor
              label={t`Message`}
              initial={draft?.message}
              minHeight="10rem"
              onChange={(doc) => {
                setBody(doc)
                setBodyTouched(true)
              }}
            />
          </Flex>
          <Flex direction="column" gap="2">
            <AttachmentList
              files={files}
              download={downloadAttachment}
              onRemove={(file) => {
                setFiles((current) => current.filter((each) => each.id !== file.id))
                setFilesChanged(true)
              }}
            />
            <FileDropZone
              onFiles={(chosen) => void attach(chosen)}
              room={MAX_ATTACHMENTS - files.length}
              busy={uploading > 0}
            />
          </Flex>
          <Flex gap="2" justify="end" wrap="wrap">
            <Button type="button" variant="soft" color="gray" onClick={requestClose}>
              <Trans>Close</Trans>
            </Button>
            <Button
              type="button"
              variant="soft"
              onClick={() => void saveDraft()}
              loading={save.isPending}
              disabled={uploading > 0}
            >
              <Trans>Save draft</Trans>
            </Button>
            <SubmitButton disabled={uploading > 0}>
              <Trans>Send</Trans>
            </SubmitButton>
          </Flex>
        </Form>
        <ConfirmDialog
          open={confirmClose}
          onOpenChange={setConfirmClose}
          title={t`Discard this message?`}
          description={t`What you wrote since the last save is lost. Save it as a draft to finish it later.`}
          cancelLabel={t`Keep writing`}
          confirmLabel={t`Discard`}
          onConfirm={onClose}
        />
      </Dialog.Content>
    </Dialog.Root>
  )
}
