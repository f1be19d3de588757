import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { useSubmissionKey } from '@/components/form'
import { renderKit } from '../support/render'

/** A one-click create that fails once, then succeeds: each request's key is listed. */
function DuplicateButtons({ sent }: { sent: string[] }) {
  const keys = useSubmissionKey()
  const [failures, setFailures] = useState(1)
  const duplicate = (subject: string) => {
    sent.push(`${subject}:${keys.keyFor(subject)}`)
    if (failures > 0) return setFailures(failures - 1)
    keys.succeeded(subject)
  }
  return (
    <>
      <button type="button" onClick={() => duplicate('a')}>
        Duplicate A
      </button>
      <button type="button" onClick={() => duplicate('b')}>
        Duplicate B
      </button>
    </>
  )
}

describe('useSubmissionKey', () => {
  test('keeps a key per subject until its submission succeeds, then gives the next one a new key', async () => {
    const sent: string[] = []
    await renderKit(<DuplicateButtons sent={sent} />)
    const a = page.getByRole('button', { name: 'Duplicate A' })
    await userEvent.click(a) // fails
    await userEvent.click(a) // the retry: succeeds
    await userEvent.click(a) // another submission
    await userEvent.click(page.getByRole('button', { name: 'Duplicate B' }))
    const [failed, retried, next, other] = sent
    expect(retried).toBe(failed)
    expect(next).not.toBe(retried)
    expect(next).toMatch(/^a:/)
    expect(other).toMatch(/^b:/)
    expect(other!.slice(2)).not.toBe(next!.slice(2))
  })
})
