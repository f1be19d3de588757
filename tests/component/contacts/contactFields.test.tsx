import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { ContactSummary } from '@/domain/contacts/apiTypes'
import { ContactFieldsForm } from '@/features/contacts/ContactFieldsForm'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const contact: ContactSummary = {
  id: '17841400000000001-17841400000000002',
  accountId: '17841400000000001',
  accountUsername: 'cafe.aurora',
  contactId: '17841400000000002',
  username: 'ana.souza',
  source: 'dm',
  firstInteractionAt: null,
  lastInteractionAt: null,
  tags: [],
  fields: { city: 'Recife' },
  optedOut: false,
}

/** The contact as the backend answers, and each change the form sent. */
function backend() {
  const changes: unknown[] = []
  vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    changes.push(JSON.parse(String(init?.body)))
    return Response.json(contact)
  })
  return changes
}

describe('a contact’s fields', () => {
  afterEach(() => vi.restoreAllMocks())

  test('a save sends only the fields changed, so a value a flow saved meanwhile stays', async () => {
    await loadCatalog('contacts')
    const changes = backend()
    await renderKit(
      <ContactFieldsForm
        contact={contact}
        definitions={[
          { key: 'email', type: 'email' },
          { key: 'phone', type: 'phone' },
        ]}
        editable
      />,
    )
    await userEvent.fill(page.getByRole('textbox', { name: 'phone' }), '+55 81 99999-0000')
    await userEvent.clear(page.getByRole('textbox', { name: 'city' }))
    await userEvent.click(page.getByRole('button', { name: 'Save fields' }))
    await expect.poll(() => changes).toEqual([{ fields: { phone: '+55 81 99999-0000', city: null } }])

    // Saved: the next save sends what changed since.
    await userEvent.fill(page.getByRole('textbox', { name: 'email' }), 'ana@example.com')
    await userEvent.click(page.getByRole('button', { name: 'Save fields' }))
    await expect.poll(() => changes.at(-1)).toEqual({ fields: { email: 'ana@example.com' } })
  })
})
