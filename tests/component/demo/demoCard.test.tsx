import { Button } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { CataloguePage, DemoCard } from '@/components/demo'
import { Toaster } from '@/components/toast'
import { renderKit } from '../support/render'

const SOURCE = `import { Button } from '@radix-ui/themes'

export default function SaveButton() {
  return <Button>Save</Button>
}
`

/** A demo file's text the test hands over, or a fetch that fails the first `failures` times. */
function demoFile(failures = 0) {
  let calls = 0
  return {
    load: vi.fn(() => {
      calls += 1
      return calls <= failures ? Promise.reject(new Error('offline')) : Promise.resolve(SOURCE)
    }),
  }
}

function Page({ source }: { source: () => Promise<string> }) {
  return (
    <CataloguePage title="Button" intro="Buttons start an action: import Button from Radix Themes.">
      <DemoCard title="Solid" description="The page's main action." source={source}>
        <Button>Save</Button>
      </DemoCard>
    </CataloguePage>
  )
}

describe('the catalogue page and its demo card', () => {
  test('a page has its heading and introduction, each demo a named section with the piece live', async () => {
    const file = demoFile()
    await renderKit(<Page source={file.load} />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible()
    await expect.element(page.getByText('Buttons start an action: import Button from Radix Themes.')).toBeVisible()
    const demo = page.getByRole('region', { name: 'Solid' })
    await expect.element(demo.getByRole('heading', { level: 2, name: 'Solid' })).toBeVisible()
    await expect.element(demo.getByText("The page's main action.")).toBeVisible()
    await expect.element(demo.getByRole('button', { name: 'Save' })).toBeVisible()
    // Nothing is fetched until the code is asked for: the page stays light.
    expect(file.load).not.toHaveBeenCalled()
  })

  test('"Show code" fetches the file once, shows it highlighted and copies it; "Hide code" folds it', async () => {
    const file = demoFile()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await renderKit(
      <>
        <Page source={file.load} />
        <Toaster />
      </>,
    )
    const show = page.getByRole('button', { name: 'Show code' })
    await expect.element(show).toHaveAttribute('aria-expanded', 'false')
    await show.click()
    await expect
      .element(page.getByLabelText('Source code'))
      .toMatchTextContent(/export default function SaveButton\(\)/)
    // shiki's output: a <pre class="shiki"> whose tokens are coloured spans.
    await expect.poll(() => document.querySelectorAll('pre.shiki span[style*="color"]').length).toBeGreaterThan(5)
    await expect.element(page.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true')

    await page.getByRole('button', { name: 'Copy code' }).click()
    expect(writeText).toHaveBeenCalledWith(SOURCE)
    await expect.element(page.getByText('The code is copied.')).toBeVisible()

    await page.getByRole('button', { name: 'Hide code' }).click()
    await expect.element(page.getByLabelText('Source code')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false')
    expect(file.load).toHaveBeenCalledTimes(1)
    writeText.mockRestore()
  })

  test('a code that cannot be fetched says so, and "Try again" fetches it again', async () => {
    const file = demoFile(1)
    await renderKit(<Page source={file.load} />)
    await page.getByRole('button', { name: 'Show code' }).click()
    const alert = page.getByRole('alert')
    await expect
      .element(alert.getByText('The code could not be loaded. Check your connection and try again.'))
      .toBeVisible()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect
      .element(page.getByLabelText('Source code'))
      .toMatchTextContent(/export default function SaveButton\(\)/)
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
    expect(file.load).toHaveBeenCalledTimes(2)
  })

  test('the switch shows the demo in the other reading direction, and back', async () => {
    await renderKit(<Page source={demoFile().load} />)
    const preview = () => page.getByRole('button', { name: 'Save' }).element().closest('[dir]')
    expect(preview()?.getAttribute('dir')).toBe('ltr')
    const mirror = page.getByRole('switch', { name: 'Right to left' })
    await mirror.click()
    await expect.poll(() => preview()?.getAttribute('dir')).toBe('rtl')
    await mirror.click()
    await expect.poll(() => preview()?.getAttribute('dir')).toBe('ltr')
  })

  test('on a right-to-left page the switch offers left to right', async () => {
    await renderKit(
      <Direction.Provider dir="rtl">
        <Page source={demoFile().load} />
      </Direction.Provider>,
    )
    const preview = () => page.getByRole('button', { name: 'Save' }).element().closest('[dir]')
    expect(preview()?.getAttribute('dir')).toBe('rtl')
    await page.getByRole('switch', { name: 'Left to right' }).click()
    await expect.poll(() => preview()?.getAttribute('dir')).toBe('ltr')
  })

  test('the code takes the dark theme on a dark page', async () => {
    await renderKit(<Page source={demoFile().load} />, { appearance: 'dark' })
    await page.getByRole('button', { name: 'Show code' }).click()
    await expect.poll(() => document.querySelector('pre.shiki')?.classList.contains('github-dark')).toBe(true)
  })
})
