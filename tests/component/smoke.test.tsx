import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'

test('renders', async () => {
  await render(<button>Hello</button>)
  await expect.element(page.getByRole('button', { name: 'Hello' })).toBeVisible()
})
