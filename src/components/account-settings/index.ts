/** The pieces of account settings an admin also uses on another person (the users app). */
export { BillingHistoryCard } from './ChargesTable'
export { NotificationsForm } from './NotificationsForm'
export { clientSettingsSchemas, SETTINGS_SERVER_MESSAGES } from './settingsMessages'
export { SignInsTable } from './SignInsTable'
export { NETWORK_NAMES, SocialProfilesForm } from './SocialProfilesForm'
