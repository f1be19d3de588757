import { accountHandlers } from './api/account'
import { userProfileHandlers } from './api/userProfile'
import { userHandlers } from './api/users'
import { memberHandlers } from './api/members'
import { automationHandlers } from './api/automations'
import { outcomeHandlers } from './api/automationOutcomes'
import { linkSettingsOf } from './api/trackedLinks'
import { automationRehearsalHandlers } from './api/automationRehearsal'
import { chatHandlers } from './api/chat'
import { chatAutomationHandlers } from './api/chatAutomations'
import { entryPointHandlers } from './api/entryPoints'
import { teamHandlers } from './api/team'
import { inboxHandlers } from './api/inbox'
import { contactHandlers } from './api/contacts'
import { controlHandlers } from './api/control'
import { dashboardHandlers } from './api/dashboards'
import { dialogHandlers } from './api/dialogs'
import { frontOrderHandlers } from './api/frontOrders'
import { eventHandlers } from './api/events'
import { healthHandlers } from './api/health'
import { calendarHandlers } from './api/calendar'
import { kanbanHandlers } from './api/kanban'
import { emailHandlers } from './api/email'
import { academyHandlers } from './api/academy'
import { catalogueTableHandlers } from './api/catalogueTable'
import { catalogHandlers } from './api/ecommerceCatalog'
import { orderHandlers } from './api/ecommerceOrders'
import { marketingHandlers } from './api/ecommerceMarketing'
import { fleetHandlers } from './api/fleet'
import { invoiceHandlers } from './api/invoices'
import { automationsSearch } from './api/automationsSearch'
import { accountsSearch } from './api/integrationsSearch'
import { invoicesSearch } from './api/invoicesSearch'
import { customersSearch, ordersSearch, productsSearch } from './api/shopSearch'
import { notificationHandlers } from './api/notifications'
import { pagesHandlers } from './api/pages'
import { roleHandlers } from './api/roleEndpoints'
import { demoLoginHandlers } from './api/demoLogins'
import { searchHandlers, type SearchSource } from './api/search'
import { shortcutHandlers } from './api/shortcuts'
import { sessionHandlers } from './api/session'
import { sessionCookieHandlers } from './api/sessionCookie'
import { apiApp } from '@/server/http/route'
import { verifyIdToken } from './auth/verifyIdToken'
import { MockDb } from './db'
import { createWebhookWork } from './api/webhookWork'
import { collectionWebhookStore } from '@/server/webhooks/collectionStore'
import type { JobWorker } from '@/server/webhooks/worker'
import { createInstagramServices, instagramRoutes } from './instagram/setup'
import { MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from './schema'
import type { MockBackend, MockBackendOptions } from './types'

export type { MockBackend, MockBackendOptions } from './types'

export const DEFAULT_SEED = 20261122

/** Global search's sources, one per app, in the order the dialog groups them (README, "Global search"). */
const SEARCH_SOURCES: readonly SearchSource[] = [
  automationsSearch,
  accountsSearch,
  invoicesSearch,
  productsSearch,
  ordersSearch,
  customersSearch,
]

/**
 * The product's mock backend, one definition for the browser's service worker and for Node
 * tests: only the IndexedDB (the browser's, or fake-indexeddb) and the clock differ.
 */
export function createMockBackend({
  database = {},
  seed = DEFAULT_SEED,
  db = new MockDb({ ...database, versions: MOCK_DB_VERSIONS, collections: MOCK_DB_COLLECTIONS, seed }),
  projectId,
  verifyToken,
  testControls = true,
  identityAdmin,
  now = Date.now,
  instagram,
  demo = true,
  adminEmails = [],
  webhookStore = collectionWebhookStore(db),
  webhookWork,
  notice = () => {},
}: MockBackendOptions): MockBackend {
  const backend: MockBackend = {
    notice,
    db,
    projectId,
    now,
    adminEmails: new Set(adminEmails.map((email) => email.toLowerCase())),
    verifyToken: verifyToken ?? (async (raw) => verifyIdToken(raw, projectId, now())),
    ...(identityAdmin ? { identityAdmin } : {}),
    routes: [],
    app: apiApp([]),
    links: linkSettingsOf(instagram),
    ...createInstagramServices(db, now, webhookStore, instagram),
    // Set below: its handlers need the backend.
    webhookWork: null as unknown as JobWorker,
  }
  backend.routes = [
    ...sessionHandlers(backend),
    ...sessionCookieHandlers(backend),
    ...accountHandlers(backend),
    ...userProfileHandlers(backend),
    ...userHandlers(backend),
    ...memberHandlers(backend),
    ...(testControls ? controlHandlers(backend) : []),
    ...eventHandlers(backend),
    ...healthHandlers(backend),
    ...instagramRoutes(backend, instagram),
    ...automationHandlers(backend),
    ...outcomeHandlers(backend),
    ...automationRehearsalHandlers(backend),
    ...dashboardHandlers(backend),
    ...invoiceHandlers(backend),
    ...calendarHandlers(backend),
    ...kanbanHandlers(backend),
    ...emailHandlers(backend),
    ...academyHandlers(backend),
    ...catalogHandlers(backend),
    ...orderHandlers(backend),
    ...marketingHandlers(backend),
    ...fleetHandlers(backend),
    ...(demo ? demoLoginHandlers(backend) : []),
    ...roleHandlers(backend),
    ...searchHandlers(backend, SEARCH_SOURCES),
    ...notificationHandlers(backend),
    ...shortcutHandlers(backend),
    ...chatHandlers(backend),
    ...chatAutomationHandlers(backend),
    ...entryPointHandlers(backend),
    ...teamHandlers(backend),
    ...inboxHandlers(backend),
    ...contactHandlers(backend),
    ...pagesHandlers(backend),
    ...dialogHandlers(backend),
    ...frontOrderHandlers(backend),
    ...catalogueTableHandlers(backend),
  ]
  backend.app = apiApp(backend.routes)
  backend.webhookWork = createWebhookWork(backend, webhookWork)
  return backend
}
