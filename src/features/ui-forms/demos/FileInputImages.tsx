import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, IconButton, Text } from '@radix-ui/themes'
import { IconPhotoUp, IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { useFileSize } from '@/components/attachments'

/** Instagram takes JPEG and PNG; 1 MB keeps a DM quick. */
const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }
const MAX_BYTES = 1_000_000

interface Chosen {
  key: string
  file: File
  /** An object URL of the file, for its thumbnail; revoked when it leaves the list. */
  url: string
}

/**
 * Images only, 1 MB each, with previews: each refused file is named with its reason, under the zone
 * rather than in a toast, so it stays while the list is fixed.
 */
export default function FileInputImages() {
  const { t } = useLingui()
  const fileSize = useFileSize()
  const [images, setImages] = useState<Chosen[]>([])
  const [refused, setRefused] = useState<string[]>([])
  // An object URL keeps its file in memory until revoked: on removal, and for all when the page is left.
  const shown = useRef(images)
  useEffect(() => {
    shown.current = images
  }, [images])
  useEffect(() => () => shown.current.forEach(({ url }) => URL.revokeObjectURL(url)), [])
  const remove = ({ key, url }: Chosen) => {
    URL.revokeObjectURL(url)
    setImages((current) => current.filter((each) => each.key !== key))
  }
  const reason = ({ file, errors }: FileRejection) =>
    errors.some((error) => error.code === 'file-too-large')
      ? t`“${file.name}” is larger than ${fileSize(MAX_BYTES)}.`
      : errors.some((error) => error.code === 'file-invalid-type')
        ? t`“${file.name}” is not a JPEG or PNG image.`
        : t`“${file.name}” cannot be added.`
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_BYTES,
    // The button below opens the file chooser; the zone itself only takes drops.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      const added = accepted.map((file) => ({ key: crypto.randomUUID(), file, url: URL.createObjectURL(file) }))
      setImages((current) => [...current, ...added])
      setRefused(rejections.map(reason))
    },
  })
  return (
    <Flex direction="column" gap="3">
      <div {...getRootProps({ className: 'forms-pickers-drop', 'data-active': isDragActive })}>
        <input {...getInputProps({ 'aria-label': t`Add product photos` })} />
        <Flex direction="column" align="center" gap="2">
          <IconPhotoUp size={28} aria-hidden />
          <Button type="button" variant="soft" onClick={open}>
            <Trans>Add product photos</Trans>
          </Button>
          <Text size="1" color="gray">
            <Trans>or drop them here: JPEG or PNG, up to {fileSize(MAX_BYTES)} each</Trans>
          </Text>
        </Flex>
      </div>
      {refused.length > 0 && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {refused.map((message) => (
              <span key={message} style={{ display: 'block' }}>
                {message}
              </span>
            ))}
          </Callout.Text>
        </Callout.Root>
      )}
      {images.length > 0 && (
        <ul className="forms-pickers-files" aria-label={t`Chosen photos`}>
          {images.map((image) => (
            <li key={image.key}>
              <Flex align="center" gap="3">
                {/* The name is written beside it: the picture adds nothing for a screen reader. */}
                <img src={image.url} alt="" className="forms-pickers-thumb" />
                <Flex direction="column" flexGrow="1" minWidth="0">
                  <Text size="2" truncate>
                    {image.file.name}
                  </Text>
                  <Text size="1" color="gray">
                    {fileSize(image.file.size)}
                  </Text>
                </Flex>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={t`Remove ${image.file.name}`}
                  onClick={() => remove(image)}
                >
                  <IconX size={14} aria-hidden />
                </IconButton>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  )
}
