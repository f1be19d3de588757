import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Spinner, Text } from '@radix-ui/themes'
import { IconDownload, IconFileText, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { notify } from '@/components/toast'
import type { FileRef } from '@/domain/files'
import { saveBlob } from './saveBlob'
import './attachments.css'
import { useFileSize } from './fileSize'

interface AttachmentListProps {
  files: readonly FileRef[]
  /** Fetches a file's bytes (with the caller's token); absent: no download button. */
  download?: (file: FileRef) => Promise<Blob>
  /** Takes a file off (a message being written); absent: no remove button. */
  onRemove?: (file: FileRef) => void
}

/** Attached files as chips: name, size, download and, while writing, remove. */
export function AttachmentList({ files, download, onRemove }: AttachmentListProps) {
  if (files.length === 0) return null
  return (
    <ul className="attachment-list">
      {files.map((file) => (
        <AttachmentChip key={file.id} file={file} download={download} onRemove={onRemove} />
      ))}
    </ul>
  )
}

function AttachmentChip({ file, download, onRemove }: { file: FileRef } & Omit<AttachmentListProps, 'files'>) {
  const { t } = useLingui()
  const fileSize = useFileSize()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    if (!download) return
    setBusy(true)
    try {
      saveBlob(await download(file), file.fileName)
    } catch {
      notify.error(t`“${file.fileName}” could not be downloaded. Try again.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="attachment-chip">
      <IconFileText size={16} aria-hidden />
      <Flex direction="column" className="attachment-name">
        <Text size="1" weight="medium" truncate dir="auto">
          {file.fileName}
        </Text>
        <Text size="1" color="gray">
          {fileSize(file.size)}
        </Text>
      </Flex>
      {download && (
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-label={t`Download ${file.fileName}`}
          onClick={() => void save()}
          disabled={busy}
        >
          {busy ? <Spinner size="1" /> : <IconDownload size={14} aria-hidden />}
        </IconButton>
      )}
      {onRemove && (
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-label={t`Remove ${file.fileName}`}
          onClick={() => onRemove(file)}
        >
          <IconX size={14} aria-hidden />
        </IconButton>
      )}
    </li>
  )
}
