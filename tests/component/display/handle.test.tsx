import { Trans } from '@lingui/react/macro'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Handle } from '@/components/handle'
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
})
