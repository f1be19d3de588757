import { Trans } from '@lingui/react/macro'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Handle, handleText } from '@/components/handle'
import { renderKit } from '../support/render'

describe('the handle', () => {
  test('keeps the @ in front inside a right-to-left sentence', async () => {
    await renderKit(
      <p dir="rtl">
        تم ربط <Handle username="studio.lumen" /> بنجاح
      </p>,
      { locale: 'ar' },
    )
    const handle = page.getByText('@studio.lumen')
    await expect.element(handle).toBeVisible()
    const element = handle.element()
    expect(element.tagName).toBe('BDI')
    // Isolated, it is laid out left to right: its @ is at its inline start, the left.
    const range = document.createRange()
    range.setStart(element.firstChild!, 0)
    range.setEnd(element.firstChild!, 1)
    const at = range.getBoundingClientRect()
    expect(at.left - element.getBoundingClientRect().left).toBeLessThan(1)
  })

  test('sits in a translated sentence as an element', async () => {
    await renderKit(
      <p>
        <Trans>
          Disconnect <Handle username="studio.lumen" />?
        </Trans>
      </p>,
    )
    await expect.element(page.getByText('Disconnect @studio.lumen?')).toBeVisible()
  })

  test('as plain text, keeps the @ in front inside a right-to-left sentence too', async () => {
    await renderKit(<p dir="rtl" data-testid="sentence">{`تم ربط ${handleText('studio.lumen')} بنجاح`}</p>, {
      locale: 'ar',
    })
    const sentence = page.getByTestId('sentence')
    await expect.element(sentence).toBeVisible()
    const text = sentence.element().firstChild!
    const at = text.textContent!.indexOf('@')
    const box = (from: number, to: number) => {
      const range = document.createRange()
      range.setStart(text, from)
      range.setEnd(text, to)
      return range.getBoundingClientRect()
    }
    // Laid out left to right within the sentence: the @ is left of the name's last letter.
    const name = text.textContent!.indexOf('n', at)
    expect(box(at, at + 1).left).toBeLessThan(box(name, name + 1).left)
  })
})
