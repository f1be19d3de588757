import type { ScreenLoader, ScreenPrefetch } from '@/routes/types'

/**
 * A screen-bearing route's screen: the feature folder it lives in (whose translation catalog
 * loads with it, docs/architecture.md "Language and direction") and its lazy loader.
 */
export interface ScreenEntry {
  feature: string
  load: ScreenLoader
  /** Other catalogs its words come from (a screen listing every route's title needs the shell's). */
  catalogs?: readonly string[]
  /** What it reads first, fetched at start-up beside its code (the feature's, from its api.ts). */
  prefetch?: ScreenPrefetch
  /**
   * False for a screen that reads no server data through TanStack Query (the sign-in screens):
   * it opens without the query client, whose code then stays out of its first load.
   */
  queries?: false
}

export const screen = (
  feature: string,
  load: ScreenLoader,
  { catalogs, prefetch, queries }: Pick<ScreenEntry, 'catalogs' | 'prefetch' | 'queries'> = {},
): ScreenEntry => ({ feature, load, catalogs, prefetch, queries })
