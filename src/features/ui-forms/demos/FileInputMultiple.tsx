import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { IconFile, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { FileDropZone, useFileSize } from '@/components/attachments'
import { MAX_ATTACHMENTS } from '@/domain/files'

interface Chosen {
  key: string
  file: File
}

/**
 * The kit's drop zone: files dropped or chosen with its button, at most five of 2 MB each (a larger one
 * is refused by name in a toast). The files stay in the page: nothing is uploaded.
 */
export default function FileInputMultiple() {
  const { t } = useLingui()
  const fileSize = useFileSize()
  const [files, setFiles] = useState<Chosen[]>([])
  const add = (added: File[]) =>
    setFiles((current) => [...current, ...added.map((file) => ({ key: crypto.randomUUID(), file }))])
  return (
    <Flex direction="column" gap="3">
      <FileDropZone onFiles={add} room={MAX_ATTACHMENTS - files.length} />
      <Text size="1" color="gray">
        <Plural value={files.length} _0="No file yet." one="# file of 5." other="# files of 5." />
      </Text>
      {files.length > 0 && (
        <ul className="forms-pickers-files" aria-label={t`Chosen files`}>
          {files.map(({ key, file }) => (
            <li key={key}>
              <Flex align="center" gap="2">
                <IconFile size={16} aria-hidden />
                <Text size="2" truncate>
                  {file.name}
                </Text>
                <Text size="1" color="gray">
                  {fileSize(file.size)}
                </Text>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={t`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((each) => each.key !== key))}
                >
                  <IconX size={14} aria-hidden />
                </IconButton>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Text size="1" color="gray">
        <Trans>Remove a file to make room for another.</Trans>
      </Text>
    </Flex>
  )
}
