import { useLingui } from '@lingui/react/macro'
import { MAX_ATTACHMENT_BYTES } from '@/domain/files'
import { ApiError } from '@/lib/apiClient'
import { useFileSize } from './fileSize'

/** Why an upload was refused, in words: too large, empty, or anything else (try again). */
export function useUploadError(): (error: unknown, fileName: string) => string {
  const { t } = useLingui()
  const fileSize = useFileSize()
  return (error, fileName) => {
    const code = error instanceof ApiError ? error.code : ''
    if (code === 'file/too-large') return t`“${fileName}” is larger than ${fileSize(MAX_ATTACHMENT_BYTES)}.`
    if (code === 'file/empty') return t`“${fileName}” is empty.`
    return t`“${fileName}” could not be attached. Try again.`
  }
}
