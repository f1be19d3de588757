import type { ScreenLoader } from '@/routes/types'

/**
 * A screen-bearing route's screen: the feature folder it lives in (whose translation catalog
 * loads with it, docs/architecture.md "Language and direction") and its lazy loader.
 */
export interface ScreenEntry {
  feature: string
  load: ScreenLoader
}

export const screen = (feature: string, load: ScreenLoader): ScreenEntry => ({ feature, load })
