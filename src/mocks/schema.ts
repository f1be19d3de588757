import type { CollectionSpec, Entity } from '@/server/storage/database'
import type { MockDbVersion } from './db'
import { igAccountsCollection, igMediaCollection, igPeopleCollection } from './instagram/seedInstagram'
import { profilesCollection } from './seed'
import { invoicesCollection, invoiceWorkspacesCollection } from './invoices/seedInvoices'
import { rolesCollection } from './roles/storedRoles'
import { directoryUsersCollection } from './users/seedUsers'
import { calendarEventsCollection, calendarWorkspacesCollection } from './calendar/seedCalendar'
import { kanbanBoardsCollection } from './kanban/workspaceBoard'
import { emailsCollection, mailWorkspacesCollection } from './email/seedMailbox'
import { storedFilesCollection } from './files/storedFiles'
import { SHOP_COLLECTIONS } from './shop/seedShop'
import { CATALOG_COLLECTIONS } from './shop/seedCatalog'
import { CUSTOMER_COLLECTIONS } from './shop/seedCustomers'
import { MARKETING_COLLECTIONS } from './shop/seedMarketing'
import { catalogueContactsCollection, catalogueWorkspacesCollection } from './catalogue/seedContacts'
import { TEAM_COLLECTIONS } from './api/teamRecords'

/**
 * The mock database's schema, oldest version first. Never edit a version that has shipped: add
 * one (src/mocks/README.md, "Adding a collection"). Values are extra indexes ('' for none).
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
  // The demo shop behind the template dashboards (src/mocks/shop): a seeded template, and each
  // workspace's copy of it.
  {
    version: 2,
    stores: {
      shopProducts: '',
      shopOrders: '',
      shopProjects: '',
      shopVehicles: '',
      shopCourses: '',
      shopDays: '',
    },
  },
  // The Instagram inbox (/apps/chat): its sends, read marks and each person's inbox status. Its
  // threads are assembled from the webhook deliveries and the outbox above, never copied.
  {
    version: 3,
    stores: {
      chatSends: '',
      chatReads: '',
      chatProfiles: '',
    },
  },
  // Messages sent from the front site's contact form, and the template wizards' submissions.
  {
    version: 4,
    stores: {
      contactMessages: '',
      wizardSubmissions: '',
    },
  },
  // The invoices app (src/mocks/invoices): a seeded template, each workspace's copy, and which
  // workspaces were given theirs.
  {
    version: 5,
    stores: { invoices: '', invoiceWorkspaces: '' },
  },
  // The coming-soon page's "notify me" list (public, nobody's workspace).
  {
    version: 6,
    stores: { launchSignups: '' },
  },
  // The roles people hold and the rules each grants (src/mocks/roles), edited on /apps/roles.
  {
    version: 7,
    stores: { roles: '' },
  },
  // What each person saved in the dialogs of /pages/dialog-examples (src/mocks/api/dialogs.ts).
  {
    version: 8,
    stores: { dialogResults: '' },
  },
  // The public site's orders (src/mocks/api/frontOrders.ts): nobody's workspace, no screen reads them back.
  {
    version: 9,
    stores: { frontOrders: '' },
  },
  // The account settings pages (src/mocks/api/account.ts): each person's settings, API keys (hashed),
  // recent sign-ins, and uploaded profile photos.
  {
    version: 10,
    stores: { accountSettings: '', apiKeys: '', signIns: '', avatars: '' },
  },
  // Whom each person follows on their profile page (src/mocks/api/userProfile.ts).
  {
    version: 11,
    stores: { profileFollows: '' },
  },
  // The users app's directory: people an admin added, or seeded, without a sign-in (src/mocks/users).
  {
    version: 12,
    stores: { directoryUsers: '' },
  },
  // The calendar app (src/mocks/calendar): a seeded template of events, each workspace's copy, and
  // which workspaces were given theirs.
  {
    version: 13,
    stores: { calendarEvents: '', calendarWorkspaces: '' },
  },
  // The kanban app's boards, one per workspace (src/mocks/kanban).
  {
    version: 14,
    stores: { kanbanBoards: '' },
  },
  // The e-mail app (src/mocks/email), and the files attached in it and on kanban cards (src/mocks/files).
  // The client role, seeded before the calendar, kanban and e-mail apps, is given them; kanban
  // cards get their (empty) list of attachments.
  {
    version: 15,
    stores: { emails: '', mailWorkspaces: '', storedFiles: '' },
    upgrade: async (transaction) => {
      await transaction
        .table('roles')
        .toCollection()
        .modify((role: { id: string; rules?: { action: string; subject: string }[] }) => {
          if (role.id !== 'client' || !Array.isArray(role.rules)) return
          for (const subject of ['Calendar', 'Kanban', 'Email'])
            if (!role.rules.some((rule) => rule.subject === subject)) role.rules.push({ action: 'manage', subject })
        })
      await transaction
        .table('kanbanBoards')
        .toCollection()
        .modify((board: { cards?: Record<string, { attachments?: unknown }> }) => {
          for (const card of Object.values(board.cards ?? {})) card.attachments ??= []
        })
    },
  },
  // The academy app: the client role, seeded before it, is given it (course progress lives on
  // the shop's courses, src/mocks/api/academy.ts).
  {
    version: 16,
    stores: {},
    upgrade: (transaction) =>
      transaction
        .table('roles')
        .toCollection()
        .modify((role: { id: string; rules?: { action: string; subject: string }[] }) => {
          if (
            role.id === 'client' &&
            Array.isArray(role.rules) &&
            !role.rules.some((rule) => rule.subject === 'Academy')
          )
            role.rules.push({ action: 'manage', subject: 'Academy' })
        }),
  },
  // The e-commerce and logistics apps (docs/product.md, "eCommerce", "Logistics"): the demo shop's
  // added collections, and which of them each workspace has had copied (src/mocks/shop/workspaceShop.ts).
  {
    version: 17,
    stores: {
      shopWorkspaces: '',
      shopCategories: '',
      shopCustomers: '',
      shopReviews: '',
      shopReferrals: '',
      shopSettings: '',
    },
  },
  // The UI catalogue's data table (/tables/data-table): its demo contacts, and which workspaces have
  // had the template copied (src/mocks/catalogue/seedContacts.ts).
  { version: 18, stores: { catalogueContacts: '', catalogueWorkspaces: '' } },
  // A workspace's records are found by an index on their owner (`Collection.ownedBy`), never by
  // reading the whole collection. A later version that lists one of these again keeps `ownerUid`.
  {
    version: 19,
    stores: Object.fromEntries(
      (
        'profiles automations automationEngineState instagramConnections instagramOAuthStates ' +
        'webhookDeliveries webhookSeenKeys igAccounts igMedia igPeople igComments igOutbox igCodes ' +
        'igTokens igSubscriptions igConversations shopProducts shopOrders shopProjects shopVehicles ' +
        'shopCourses shopDays chatSends chatReads chatProfiles contactMessages wizardSubmissions ' +
        'invoices invoiceWorkspaces launchSignups roles dialogResults frontOrders accountSettings ' +
        'apiKeys signIns avatars profileFollows directoryUsers calendarEvents calendarWorkspaces ' +
        'kanbanBoards emails mailWorkspaces storedFiles shopWorkspaces shopCategories shopCustomers ' +
        'shopReviews shopReferrals shopSettings catalogueContacts catalogueWorkspaces'
      )
        .split(' ')
        .map((name) => [name, 'ownerUid']),
    ),
  },
  // The usernames a workspace learnt of the people its accounts hear from (api/instagramPeople.ts).
  { version: 20, stores: { instagramPeople: 'ownerUid' } },
  // Webhook intake's durable work (src/server/webhooks): its job queue and the ledger of sends.
  { version: 21, stores: { webhookJobs: '', instagramSends: '' } },
  // Every automation run, by workspace: the engine's state keeps only the runs still waiting.
  { version: 22, stores: { automationRuns: 'ownerUid' } },
  // The answers to submissions sent with an idempotency key, kept a day (idempotency.ts).
  { version: 23, stores: { idempotentAnswers: 'ownerUid' } },
  // Clicks on the links automations sent, through the app's redirect (api/automationOutcomes.ts).
  { version: 24, stores: { linkClicks: 'ownerUid' } },
  // The team inbox (api/inbox.ts): each thread's assignee and status, the team's notes, saved replies.
  { version: 25, stores: { inboxThreads: 'ownerUid', inboxNotes: 'ownerUid', savedReplies: 'ownerUid' } },
  // Teams (api/teamRecords.ts): workspaces shared with others, who belongs to which (by person),
  // invitations (by workspace) and each person's chosen workspace.
  {
    version: 26,
    stores: { workspaces: 'ownerUid', memberships: 'ownerUid', invitations: 'ownerUid', currentWorkspaces: 'ownerUid' },
  },
  // Contacts (api/contacts.ts): each workspace's custom field definitions and saved segments.
  { version: 27, stores: { contactFieldDefinitions: 'ownerUid', contactSegments: 'ownerUid' } },
]

type Owned = Entity & { ownerUid: string }

/**
 * Per collection: its seed data, what a sound record looks like, and which API resource a change
 * to it is (the app refreshes the queries whose key starts with that name). Collections not
 * listed start empty, accept any record with an id and announce nothing.
 */
export const MOCK_DB_COLLECTIONS: readonly CollectionSpec[] = [
  profilesCollection,
  igAccountsCollection,
  igMediaCollection,
  igPeopleCollection,
  ...(SHOP_COLLECTIONS as readonly CollectionSpec[]),
  ...CATALOG_COLLECTIONS,
  ...CUSTOMER_COLLECTIONS,
  ...MARKETING_COLLECTIONS,
  invoicesCollection as CollectionSpec,
  invoiceWorkspacesCollection as CollectionSpec,
  rolesCollection as CollectionSpec,
  directoryUsersCollection as CollectionSpec,
  calendarEventsCollection as CollectionSpec,
  calendarWorkspacesCollection,
  kanbanBoardsCollection as CollectionSpec,
  emailsCollection as CollectionSpec,
  mailWorkspacesCollection,
  storedFilesCollection as CollectionSpec,
  catalogueContactsCollection as CollectionSpec,
  catalogueWorkspacesCollection,
  ...TEAM_COLLECTIONS,
  {
    name: 'automations',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['automations'], owners: (record: Owned) => [record.ownerUid] },
  },
  {
    name: 'instagramConnections',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    // The automation builder lists the connected accounts too; notifications warn about tokens.
    announce: {
      resources: ['integrations', 'automations', 'notifications'],
      owners: (record: Owned) => [record.ownerUid],
    },
  },
  {
    // One record per workspace (`workspace:<uid>`): its runs changed, so its lists, dashboard and
    // notifications (failed runs) refresh.
    name: 'automationEngineState',
    announce: {
      resources: ['automations', 'notifications', 'chat', 'contacts'],
      owners: (record: Entity) => [record.id.replace(/^workspace:/, '')],
    },
  },
  {
    name: 'automationRuns',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: {
      resources: ['automations', 'notifications', 'chat', 'contacts'],
      owners: (record: Owned) => [record.ownerUid],
    },
  },
  {
    name: 'linkClicks',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['automations'], owners: (record: Owned) => [record.ownerUid] },
  },
  // Deliveries and what the accounts sent are one list for everyone who may read the webhooks screen.
  // A forged delivery is a notification for them too.
  { name: 'webhookDeliveries', announce: { resources: ['webhooks', 'notifications'], owners: () => null } },
  { name: 'igOutbox', announce: { resources: ['webhooks'], owners: () => null } },
  // The inbox's own records: only their workspace hears of them.
  ...['chatSends', 'chatReads', 'chatProfiles'].map((name): CollectionSpec<Owned> => ({
    name,
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['chat'], owners: (record: Owned) => [record.ownerUid] },
  })),
  // The team inbox's records: the workspace hears of them; a note also tells those it mentions.
  ...['inboxThreads', 'savedReplies'].map((name): CollectionSpec<Owned> => ({
    name,
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['chat'], owners: (record: Owned) => [record.ownerUid] },
  })),
  {
    name: 'inboxNotes',
    isValid: (record: Owned & { mentions?: unknown }) =>
      typeof record.ownerUid === 'string' && Array.isArray(record.mentions),
    announce: {
      resources: ['chat', 'notifications'],
      owners: (record: Owned & { mentions: string[] }) => [record.ownerUid, ...record.mentions],
    },
  },
  // A username learnt: every screen that names people shows it.
  {
    name: 'instagramPeople',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['chat', 'webhooks', 'automations'], owners: (record: Owned) => [record.ownerUid] },
  },
  // A workspace's contact fields and segments: its contact screens and flows' vocabulary.
  ...['contactFieldDefinitions', 'contactSegments'].map((name): CollectionSpec<Owned> => ({
    name,
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['contacts'], owners: (record: Owned) => [record.ownerUid] },
  })),
  // A visitor's message to the team: nobody's workspace, no screen reads it back.
  { name: 'contactMessages', isValid: (record: Entity & { email?: unknown }) => typeof record.email === 'string' },
  { name: 'launchSignups', isValid: (record: Entity & { email?: unknown }) => typeof record.email === 'string' },
  {
    name: 'dialogResults',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['dialogs'], owners: (record: Owned) => [record.ownerUid] },
  },
  {
    name: 'profileFollows',
    isValid: (record: Owned & { connected?: unknown }) =>
      typeof record.ownerUid === 'string' && Array.isArray(record.connected),
    announce: { resources: ['profile'], owners: (record: Owned) => [record.ownerUid] },
  },
  ...['accountSettings', 'apiKeys', 'signIns'].map((name): CollectionSpec<Owned> => ({
    name,
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['account', 'profile'], owners: (record: Owned) => [record.ownerUid] },
  })),
  {
    name: 'avatars',
    isValid: (record: Entity & { data?: unknown; type?: unknown }) =>
      typeof record.data === 'string' && typeof record.type === 'string',
  },
  {
    name: 'wizardSubmissions',
    isValid: (record: Owned) => typeof record.ownerUid === 'string',
    announce: { resources: ['wizards'], owners: (record: Owned) => [record.ownerUid] },
  },
]

/**
 * Whose a seeded collection's records are, which decides where they are seeded. The harness seeds
 * every one. The server (docs/deploy.md) seeds the app's own configuration always, the demo's
 * data only with `CONVERSA_DEMO=on`, and the Instagram mock's world only with `INSTAGRAM_MOCK=on`.
 * Only the `app` kind's seeds may do without faker, which the server loads for the other two only.
 */
export type SeedKind = 'app' | 'demo' | 'instagram-mock'

const SEED_KINDS: Readonly<Record<string, SeedKind>> = {
  // The roles and the rules each grants: nobody could do anything without them.
  roles: 'app',
  // The businesses and people the mock's consent page offers and its webhooks come from.
  igAccounts: 'instagram-mock',
  igMedia: 'instagram-mock',
  igPeople: 'instagram-mock',
}

/** A seeded collection not listed above is the demo's: the demo users, the template apps' data. */
export const seedKindOf = (collection: string): SeedKind => SEED_KINDS[collection] ?? 'demo'

/**
 * The collections' specs keeping only the seeds of these kinds: the others start empty (and are
 * seeded the first time the database opens with their kind on).
 */
export function collectionsSeeding(kinds: readonly SeedKind[]): CollectionSpec[] {
  return MOCK_DB_COLLECTIONS.map(({ seed, ...spec }) =>
    seed && kinds.includes(seedKindOf(spec.name)) ? { ...spec, seed } : spec,
  )
}

/** The collections a schema holds once every version is applied (a later `null` drops one). */
export function collectionNamesOf(versions: readonly MockDbVersion[]): string[] {
  const names = new Set<string>()
  for (const step of [...versions].sort((a, b) => a.version - b.version)) {
    for (const [name, indexes] of Object.entries(step.stores)) {
      if (indexes === null) names.delete(name)
      else names.add(name)
    }
  }
  return [...names]
}
