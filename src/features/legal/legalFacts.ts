/** Facts the legal texts state; kept out of the messages so translations cannot drift from them. */
export const LEGAL_CONTACT_EMAIL = 'privacy@conversa.app'

/** Revision date of both legal texts (ISO calendar day). */
export const LEGAL_LAST_UPDATED = '2026-11-22'
