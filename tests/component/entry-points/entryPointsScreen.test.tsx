import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { AccountEntryPoints, EntryPointAutomation } from '@/domain/entryPoints/apiTypes'
import {
  fromMessengerProfile,
  toMessengerProfile,
  type EntryPoints,
  type GraphMessengerProfile,
} from '@/domain/entryPoints/model'
import { notify } from '@/components/toast'
import EntryPointsScreen from '@/features/entry-points/EntryPointsScreen'
import { loadCatalog } from '@/i18n/i18n'
import { createAbility, type AbilityRule } from '@/lib/ability'
import { renderKit } from '../support/render'

const automation = (id: string, name: string, startsFrom: EntryPointAutomation['startsFrom']) => ({
  id,
  name,
  status: 'active' as const,
  startsFrom,
  ref: id,
  link: `https://ig.me/m/cafe.aurora?ref=${id}`,
})
const AUTOMATIONS = [
  automation('aut-hours', 'Opening hours', 'menu-tap'),
  automation('aut-prices', 'Prices', 'menu-tap'),
  automation('aut-flyer', 'From the flyer', 'ref-link'),
]

/**
 * Instagram's side, as the API reaches it: the account's Messenger profile in Graph's shape. The
 * fake API saves what the screen sends into it and answers what it then holds, as the backend does.
 */
const instagram = vi.hoisted(() => ({ profile: {} as Record<string, unknown>, saved: [] as unknown[] }))

vi.mock('@/runtime/api', () => {
  const view = (): AccountEntryPoints => {
    const entryPoints = fromMessengerProfile({ data: [instagram.profile] })!
    return {
      accountId: '17841400000000001',
      username: 'cafe.aurora',
      name: 'Café Aurora',
      entryPoints,
      automations: AUTOMATIONS,
      iceBreakersSet: entryPoints.locales.some((entry) => entry.iceBreakers.length > 0),
    }
  }
  return {
    api: {
      get: async () => view(),
      put: async (_path: string, body: EntryPoints) => {
        instagram.saved.push(body)
        const { set, remove } = toMessengerProfile(body)
        const next: Record<string, unknown> = { ...instagram.profile, ...set }
        for (const field of remove) delete next[field]
        instagram.profile = next
        return view()
      },
    },
  }
})

/** The caller's rules: a workspace member who may change integrations, unless a test says otherwise. */
const caller = vi.hoisted(() => ({ rules: [{ action: 'manage', subject: 'Integration' }] as AbilityRule[] }))
vi.mock('@/runtime/session/useAbility', () => ({ useAbility: () => createAbility(caller.rules) }))

const held = (profile: GraphMessengerProfile) => {
  instagram.profile = { ...profile }
  instagram.saved = []
}

const renderScreen = async (locale: 'en' | 'fr' | 'ar' = 'en') => {
  await loadCatalog('entry-points')
  return renderKit(<EntryPointsScreen params={{ id: '17841400000000001' }} route="integration-entry-points" />, {
    locale,
  })
}

describe('the entry points screen', () => {
  test('shows what Instagram holds, and flags an item whose payload starts none of the account’s automations', async () => {
    held({
      ice_breakers: [
        {
          locale: 'default',
          call_to_actions: [{ question: 'When are you open?', payload: 'entry:ice-breaker:aut-hours' }],
        },
      ],
      persistent_menu: [
        {
          locale: 'default',
          call_to_actions: [
            { type: 'postback', title: 'Old menu', payload: 'SOME_OTHER_TOOL' },
            { type: 'web_url', title: 'Shop', url: 'https://cafe-aurora.example/shop' },
          ],
        },
      ],
    })
    await renderScreen()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Entry points of @cafe.aurora' })).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue('When are you open?')
    await expect.element(page.getByRole('combobox', { name: 'Starts' }).first()).toHaveTextContent('Opening hours')
    await expect.element(page.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Old menu')
    await expect.element(page.getByText('A tap here starts nothing', { exact: false })).toBeVisible()
    await expect
      .element(page.getByRole('textbox', { name: 'Web address' }))
      .toHaveValue('https://cafe-aurora.example/shop')
  })

  test('saves a new ice breaker to Instagram and then shows what Instagram holds', async () => {
    const saidSaved = vi.spyOn(notify, 'success')
    held({})
    await renderScreen()
    await expect.element(page.getByText('No ice breakers in this language.')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Add an ice breaker' }))
    await userEvent.fill(page.getByRole('textbox', { name: 'Question 1' }), '  What are your prices?  ')
    await userEvent.click(page.getByRole('combobox', { name: 'Starts' }))
    // Only automations a tap may start are offered.
    await expect.element(page.getByRole('option')).toHaveLength(2)
    await userEvent.click(page.getByRole('option', { name: 'Prices' }))
    await userEvent.click(page.getByRole('button', { name: 'Save to Instagram' }))

    await expect
      .poll(() => instagram.saved)
      .toEqual([
        {
          locales: [
            {
              locale: 'default',
              iceBreakers: [{ question: 'What are your prices?', automationId: 'aut-prices' }],
              menu: [],
            },
          ],
        },
      ])
    expect(instagram.profile).toEqual({
      ice_breakers: [
        {
          locale: 'default',
          call_to_actions: [{ question: 'What are your prices?', payload: 'entry:ice-breaker:aut-prices' }],
        },
      ],
    })
    await expect.element(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue('What are your prices?')
    // Instagram answers at once but shows people the change later: the screen says so.
    expect(saidSaved).toHaveBeenCalledWith('Saved to Instagram. People may see the change only after a while.')
    // With ice breakers set, Instagram sends a link's ref: the warning about links is gone.
    await expect
      .element(page.getByText('only while the account has ice breakers', { exact: false }))
      .not.toBeInTheDocument()
  })

  test('refuses a menu title longer than Instagram takes and a second language without the default, and saves nothing', async () => {
    held({})
    await renderScreen()
    await userEvent.click(page.getByRole('button', { name: 'Add a menu item' }))
    await userEvent.fill(page.getByRole('textbox', { name: 'Item 1' }), 'A title longer than thirty characters')
    await userEvent.click(page.getByRole('combobox', { name: 'Another language' }))
    await userEvent.click(page.getByRole('option', { name: 'French (France)' }))
    await userEvent.click(page.getByRole('button', { name: 'Add the language' }))
    await userEvent.click(page.getByRole('button', { name: 'Add an ice breaker' }).nth(1))
    await userEvent.click(page.getByRole('button', { name: 'Save to Instagram' }))

    await expect.element(page.getByText('Enter at most 30 characters.')).toBeVisible()
    await expect.element(page.getByText('Fill in the default language first', { exact: false })).toBeVisible()
    expect(instagram.saved).toEqual([])
  })

  test('shows a member who may only read what Instagram holds, without letting them change it', async () => {
    held({
      ice_breakers: [
        { locale: 'default', call_to_actions: [{ question: 'Hours?', payload: 'entry:ice-breaker:aut-hours' }] },
      ],
    })
    caller.rules = [{ action: 'read', subject: 'Integration' }]
    try {
      await renderScreen()
      await expect.element(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Hours?')
      await expect.element(page.getByRole('textbox', { name: 'Question 1' })).toBeDisabled()
      await expect.element(page.getByRole('button', { name: 'Add an ice breaker' })).toBeDisabled()
      await expect.element(page.getByRole('button', { name: 'Save to Instagram' })).not.toBeInTheDocument()
      await expect
        .element(page.getByText('Only the workspace’s owners and admins can change the entry points.'))
        .toBeVisible()
    } finally {
      caller.rules = [{ action: 'manage', subject: 'Integration' }]
    }
  })

  test('speaks Arabic, right to left', async () => {
    held({})
    await renderScreen('ar')
    await expect.element(page.getByRole('heading', { level: 1, name: 'نقاط الدخول إلى @cafe.aurora' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'إضافة سؤال افتتاحي' })).toBeVisible()
    await expect.element(page.getByRole('heading', { level: 3, name: 'الافتراضية (كل اللغات الأخرى)' })).toBeVisible()
  })
})
