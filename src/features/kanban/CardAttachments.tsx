import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { AttachmentList, FileDropZone, useUploadError } from '@/components/attachments'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { notify } from '@/components/toast'
import { MAX_ATTACHMENTS, type FileRef } from '@/domain/files'
import type { KanbanCard } from '@/domain/kanban/board'
import { downloadCardFile, useAttachFile, useRemoveFile } from './api'

/** A card's files: added by a drop or the button, each saved at once; removed after a confirmation. */
export function CardAttachments({ card }: { card: KanbanCard }) {
  const { t } = useLingui()
  const uploadError = useUploadError()
  const attach = useAttachFile()
  const remove = useRemoveFile()
  const [removing, setRemoving] = useState<FileRef | null>(null)
  const files = card.attachments ?? []

  const add = async (chosen: File[]) => {
    for (const file of chosen) {
      try {
        await attach.mutateAsync({ id: card.id, file })
        notify.success(t`“${file.name}” is attached.`)
      } catch (error) {
        notify.error(uploadError(error, file.name))
      }
    }
  }

  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        <Trans>Attachments</Trans>
      </Heading>
      {files.length === 0 && (
        <Text as="p" size="2" color="gray">
          <Trans>No file yet.</Trans>
        </Text>
      )}
      <AttachmentList files={files} download={downloadCardFile} onRemove={setRemoving} />
      <FileDropZone
        onFiles={(chosen) => void add(chosen)}
        room={MAX_ATTACHMENTS - files.length}
        busy={attach.isPending}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove “${removing?.fileName ?? ''}” from the card?`}
        description={t`The file is deleted for good.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t`Remove`}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: card.id, fileId: removing.id },
            {
              onSuccess: () => notify.success(t`The file is removed.`),
              onError: () => notify.error(t`The file could not be removed. Try again.`),
            },
          )
        }
      />
    </Flex>
  )
}
