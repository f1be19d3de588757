import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { ENTRY_POINT_LOCALES, type EntryPointsProblem } from '@/domain/entryPoints/model'

/** The wording of each rule across locales, for the form and for the server's refusal. */
export const PROBLEM_MESSAGES: Record<EntryPointsProblem['reason'], MessageDescriptor> = {
  'repeated-locale': msg`This language is already in the list.`,
  'default-required': msg`Fill in the default language first: Instagram shows it to everyone whose language has none.`,
}

/** The server's field codes, as the form words them. */
export const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  ...PROBLEM_MESSAGES,
  'not-found': msg`Choose one of this account’s automations.`,
  'not-menu-tap': msg`This automation no longer starts from an ice breaker or a menu item: choose another, or change its trigger.`,
}

/** An automation as a picker lists it: its name, and whether it is paused. */
export function automationLabel(i18n: I18n, { name, status }: { name: string; status: string }): string {
  return status === 'paused' ? i18n._(msg`${name} (paused)`) : name
}

/** A Meta locale's name in the interface's language (`default`: everyone else). */
export function localeName(i18n: I18n, locale: string): string {
  if (locale === 'default') return i18n._(msg`Default (every other language)`)
  const tag = ENTRY_POINT_LOCALES.find((entry) => entry.locale === locale)?.tag ?? locale.replace('_', '-')
  return new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(tag) ?? locale
}

/** Whole-request refusals, as the form and the screen word them. */
export const REFUSAL_MESSAGES: Record<string, MessageDescriptor> = {
  'entry-points/instagram-refused': msg`Instagram refused the change. Try again in a moment; if it keeps refusing, renew the account’s access on the integrations screen.`,
  'entry-points/reconnect': msg`Instagram no longer accepts this account’s access. Connect it again on the integrations screen.`,
  'entry-points/not-found': msg`This Instagram account is not connected to your workspace.`,
}
