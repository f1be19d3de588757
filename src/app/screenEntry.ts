import type { ScreenLoader } from '@/routes/types'

/**
 * A screen-bearing route's screen: the feature folder it lives in (whose translation catalog
 * loads with it, docs/architecture.md "Language and direction") and its lazy loader.
 */
export interface ScreenEntry {
  feature: string
  load: ScreenLoader
  /** Other catalogs its words come from (a screen listing every route's title needs the shell's). */
  catalogs?: readonly string[]
}

export const screen = (feature: string, load: ScreenLoader, catalogs?: readonly string[]): ScreenEntry => ({
  feature,
  load,
  catalogs,
})
