import type { AutomationStatus } from '../automations/model'
import type { EntryPoints } from './model'

/** An automation of the account an entry point may start, with the `ig.me` link that starts it. */
export interface EntryPointAutomation {
  id: string
  name: string
  status: AutomationStatus
  /**
   * How the automation starts, as entry points see it: `menu-tap` ones are what ice breakers and menu
   * items may start, `ref-link` ones what links may start; the engine starts no other kind from them.
   */
  startsFrom: 'menu-tap' | 'ref-link' | 'other'
  /** The link's `ref` (`shortLinkRef`). */
  ref: string
  /** `https://ig.me/m/{username}?ref={ref}` */
  link: string
}

/** `GET`/`PUT /api/entry-points/instagram/:accountId`: what Instagram holds for the account, read back. */
export interface AccountEntryPoints {
  accountId: string
  username: string
  name: string
  entryPoints: EntryPoints
  automations: EntryPointAutomation[]
  /** Instagram sends a link's ref only when the account has ice breakers (ig.me links). */
  iceBreakersSet: boolean
}
