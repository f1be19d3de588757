import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Direction } from 'radix-ui'
import type { ReactNode } from 'react'
import { render, type RenderResult } from 'vitest-browser-react'
import { activateLocale } from '@/i18n/i18n'
import { directionOf, type Locale } from '@/i18n/locales'

export interface KitOptions {
  locale?: Locale
  appearance?: 'light' | 'dark'
  /** The cache to render with (one already filled, say); a fresh one otherwise. */
  queryClient?: QueryClient
}

/** Radix's own root pins ltr; the app provides the language's direction inside it (AppTheme does the same). */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return <Direction.Provider dir={directionOf(active.locale as Locale)}>{children}</Direction.Provider>
}

/**
 * Renders a piece of the kit as the app does: Lingui, TanStack Query (no retries, so a failure
 * shows at once), Radix Themes with the app's accent, the language's direction.
 */
export async function renderKit(
  ui: ReactNode,
  { locale = 'en', appearance = 'light', queryClient = testQueryClient() }: KitOptions = {},
) {
  await activateLocale(locale)
  const screen: RenderResult = await render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Theme accentColor="green" grayColor="slate" appearance={appearance}>
          <LanguageDirection>{ui}</LanguageDirection>
        </Theme>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...screen, queryClient }
}

/** A cache as the kit's tests use it: no retries (a failure shows at once), data fresh for a minute. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })

/** Switches the language the way the app does (catalog, <html lang dir>); React re-renders. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await activateLocale(locale)
}
