import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The demo shop's cities in the reader's language (src/domain/logistics/fleet.ts has their places):
 * the map's labels and the vans' routes read in Arabic or French too.
 */
const CITY_NAMES: Record<string, MessageDescriptor> = {
  Lisbon: msg`Lisbon`,
  Porto: msg`Porto`,
  Faro: msg`Faro`,
  Madrid: msg`Madrid`,
  Seville: msg`Seville`,
  Barcelona: msg`Barcelona`,
  Valencia: msg`Valencia`,
  Bordeaux: msg`Bordeaux`,
  Toulouse: msg`Toulouse`,
  Lyon: msg`Lyon`,
}

/** A city's name in the current language; a city the app does not know keeps its own. */
export function cityName(i18n: I18n, city: string): string {
  const name = CITY_NAMES[city]
  return name ? i18n._(name) : city
}

/** A country's name in the current language, from its ISO code. */
export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}
