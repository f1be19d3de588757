import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { IconPaperclip } from '@tabler/icons-react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { notify } from '@/components/toast'
import { MAX_ATTACHMENT_BYTES } from '@/domain/files'
import './attachments.css'
import { useFileSize } from './fileSize'

interface FileDropZoneProps {
  /** The files accepted (each at most MAX_ATTACHMENT_BYTES). */
  onFiles: (files: File[]) => void
  /** How many more files may be added. */
  room: number
  busy?: boolean
}

/**
 * Where files are added: dropped on it, or chosen with its button (react-dropzone). A file that is
 * too large, or one too many, is said in words and not sent.
 */
export function FileDropZone({ onFiles, room, busy }: FileDropZoneProps) {
  const { t } = useLingui()
  const fileSize = useFileSize()
  const rejected = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections)
      notify.error(
        errors.some((error) => error.code === 'file-too-large')
          ? t`“${file.name}” is larger than ${fileSize(MAX_ATTACHMENT_BYTES)}.`
          : t`“${file.name}” cannot be attached.`,
      )
  }
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted, rejections) => {
      if (accepted.length > room)
        notify.error(
          t({ message: plural(room, { one: 'You can attach # more file.', other: 'You can attach # more files.' }) }),
        )
      if (accepted.length > 0 && room > 0) onFiles(accepted.slice(0, room))
      rejected(rejections)
    },
    maxSize: MAX_ATTACHMENT_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled: busy || room <= 0,
  })
  return (
    <div {...getRootProps({ className: 'file-drop-zone', 'data-active': isDragActive })}>
      <input {...getInputProps({ 'aria-label': t`Attach files` })} />
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="soft" color="gray" onClick={open} disabled={busy || room <= 0} loading={busy}>
          <IconPaperclip size={16} aria-hidden />
          <Trans>Attach files</Trans>
        </Button>
        <Text size="1" color="gray">
          <Trans>or drop them here, up to {fileSize(MAX_ATTACHMENT_BYTES)} each</Trans>
        </Text>
      </Flex>
    </div>
  )
}
