/**
 * The payload a button or quick reply sends back. Options made in the editor get one made from
 * their id (`tapPayload`). Options that came from an automation written before flows keep the
 * payload their author typed, byte for byte, because other automations' postback triggers (and
 * ice breakers) may listen for it: that payload is carried inside the option id, after a marker.
 */
import { tapPayload } from './model'

const LEGACY_MARKER = '~'

/** An option id for `base` that keeps the typed `payload`; the id stays free of `:` as tap payloads need. */
export function legacyOptionId(base: string, payload: string): string {
  return `${base}${LEGACY_MARKER}${encodeURIComponent(payload)}`
}

/** The typed payload an option id keeps, or undefined for an option made in the editor. */
export function legacyPayloadOf(optionId: string): string | undefined {
  const at = optionId.indexOf(LEGACY_MARKER)
  if (at < 0) return undefined
  try {
    return decodeURIComponent(optionId.slice(at + LEGACY_MARKER.length))
  } catch {
    return undefined
  }
}

/** The payload Instagram sends back when the option is tapped. */
export function optionPayload(automationId: string, optionId: string): string {
  return legacyPayloadOf(optionId) ?? tapPayload(automationId, optionId)
}
