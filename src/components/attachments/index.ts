export { AttachmentList } from './AttachmentList'
export { FileDropZone } from './FileDropZone'
export { useFileSize } from './fileSize'
export { useUploadError } from './uploadError'
