import type { MockDbVersion, Seeder } from './db'
import { igAccountsSeeder, igMediaSeeder, igPeopleSeeder } from './instagram/seedInstagram'
import { profilesSeeder } from './seed'

/**
 * The mock database's schema, oldest version first. Never edit a version that has shipped: add
 * one (see src/mocks/README.md, "Adding a collection"). Values are extra indexes ('' for none).
 */
export const MOCK_DB_VERSIONS: readonly MockDbVersion[] = [
  {
    version: 1,
    stores: {
      profiles: '',
      automations: '',
      automationEngineState: '',
      instagramConnections: '',
      instagramOAuthStates: '',
      webhookDeliveries: '',
      webhookSeenKeys: '',
      igAccounts: '',
      igMedia: '',
      igPeople: '',
      igComments: '',
      igOutbox: '',
      igCodes: '',
      igTokens: '',
      igSubscriptions: '',
      igConversations: '',
    },
  },
]

/** Seed data per collection; collections without a seeder start empty. */
export const MOCK_DB_SEEDERS: readonly Seeder[] = [profilesSeeder, igAccountsSeeder, igMediaSeeder, igPeopleSeeder]
