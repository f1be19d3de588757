import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useFileSize } from '@/components/attachments'

/** The browser's own file input, labelled: one file, its name and size said once chosen. */
export default function FileInputPlain() {
  const id = useId()
  const fileSize = useFileSize()
  const [file, setFile] = useState<File | null>(null)
  return (
    <Flex direction="column" gap="2" align="start">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        <Trans>Product catalogue (CSV)</Trans>
      </Text>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Text size="1" color="gray" aria-live="polite">
        {file ? (
          <Trans>
            Chosen: {file.name}, {fileSize(file.size)}
          </Trans>
        ) : (
          <Trans>No file chosen yet.</Trans>
        )}
      </Text>
    </Flex>
  )
}
