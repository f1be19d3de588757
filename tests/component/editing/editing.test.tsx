import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { AttachmentList, FileDropZone } from '@/components/attachments'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { MAX_ATTACHMENT_BYTES, type FileRef } from '@/domain/files'
import { isRichText, plainTextOf, type RichText } from '@/domain/richText'
import { renderKit } from '../support/render'

describe('the rich-text editor', () => {
  test('makes a document of the allowed nodes that the read-only view shows again, bold included', async () => {
    function Writer() {
      const [doc, setDoc] = useState<RichText | null>(null)
      return (
        <>
          <RichTextEditor label="Your reply" onChange={setDoc} />
          {doc && <RichTextView doc={doc} />}
          <output>{doc ? JSON.stringify(doc) : ''}</output>
        </>
      )
    }
    await renderKit(<Writer />)
    await userEvent.type(page.getByRole('textbox', { name: 'Your reply' }), 'Ship it')
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(page.getByRole('button', { name: 'Bold' }))
    await expect.element(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
    const output = () => document.querySelector('output')?.textContent ?? ''
    await vi.waitFor(() => expect(output()).toContain('"bold"'))
    const doc = JSON.parse(output()) as RichText
    expect(isRichText(doc)).toBe(true)
    expect(plainTextOf(doc)).toBe('Ship it')
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('.rich-text-view strong')].map((node) => node.textContent)).toEqual([
        'Ship it',
      ]),
    )
  })
})

describe('attachments', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'text/plain' })

  test('takes a file chosen with the button, and leaves out one larger than the limit or past the room left', async () => {
    const onFiles = vi.fn()
    await renderKit(<FileDropZone onFiles={onFiles} room={1} />)
    const input = page.getByLabelText('Attach files')
    await userEvent.upload(input, [file('big.bin', MAX_ATTACHMENT_BYTES + 1)])
    expect(onFiles).not.toHaveBeenCalled()
    await userEvent.upload(input, [file('plan.txt', 12), file('more.txt', 3)])
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1))
    expect(onFiles.mock.calls[0]![0].map((each: File) => each.name)).toEqual(['plan.txt'])
  })

  test('lists files with their size in the language, downloads and removes them', async () => {
    const refs: FileRef[] = [{ id: 'f1', fileName: 'plan.txt', type: 'text/plain', size: 1_500_000 }]
    const download = vi.fn(async () => new Blob(['x']))
    const onRemove = vi.fn()
    await renderKit(<AttachmentList files={refs} download={download} onRemove={onRemove} />, { locale: 'fr' })
    await expect.element(page.getByText('1,5 Mo')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: /plan\.txt/ }).first())
    await vi.waitFor(() => expect(download).toHaveBeenCalledWith(refs[0]))
    await userEvent.click(page.getByRole('button', { name: /plan\.txt/ }).last())
    expect(onRemove).toHaveBeenCalledWith(refs[0])
  })
})
