import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MatrixAction, MatrixSubject } from '@/domain/roles'

/** The roles people hold, by id; a role the app does not know yet shows its id. */
export const ROLE_NAMES: Record<string, MessageDescriptor> = {
  admin: msg`Admin`,
  client: msg`Client`,
}

export const ROLE_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  admin: msg`Runs the app: every screen, every workspace tool, and who may do what.`,
  client: msg`Automates their own Instagram account: automations, inbox, integrations and their account.`,
}

/** What each subject of the rules covers, in the words of the screens it opens. */
export const SUBJECT_LABELS: Record<MatrixSubject, { name: MessageDescriptor; covers: MessageDescriptor }> = {
  Account: { name: msg`Account`, covers: msg`Their own profile, password and preferences` },
  Automation: { name: msg`Automations`, covers: msg`Automations, their runs and test mode` },
  Integration: { name: msg`Integrations`, covers: msg`Connecting and disconnecting Instagram accounts` },
  Dashboard: { name: msg`Dashboards`, covers: msg`The overview and the template dashboards` },
  AclDemo: { name: msg`Webhooks`, covers: msg`The webhook log, the outbox and the event simulator` },
  Chat: { name: msg`Inbox`, covers: msg`Reading and answering Instagram DMs` },
  Page: { name: msg`Pages`, covers: msg`The template's pages and wizards` },
  Invoice: { name: msg`Invoices`, covers: msg`Invoices, their payments and sending` },
  Role: { name: msg`Roles`, covers: msg`This screen: who may do what` },
  User: { name: msg`Users`, covers: msg`The app's people: adding, editing and suspending them` },
  Calendar: { name: msg`Calendar`, covers: msg`The workspace's events` },
  Kanban: { name: msg`Kanban`, covers: msg`The workspace's board: its columns and cards` },
  Ecommerce: {
    name: msg`eCommerce`,
    covers: msg`The demo shop's products, categories, orders, customers, reviews, referrals and settings`,
  },
  Logistics: { name: msg`Logistics`, covers: msg`The demo shop's delivery fleet and its map` },
  Academy: { name: msg`Academy`, covers: msg`The courses and the lessons ticked off in them` },
  Email: { name: msg`Email`, covers: msg`The workspace's mailbox: its messages, drafts and attachments` },
}

export const ACTION_LABELS: Record<MatrixAction, MessageDescriptor> = {
  read: msg`Read`,
  create: msg`Create`,
  update: msg`Update`,
  delete: msg`Delete`,
}

/** The backend's refusals of a role change, in these screens' words (docs/product.md, "Roles and permissions"). */
export const REFUSALS: Record<string, MessageDescriptor> = {
  'roles/own-role': msg`You hold this role, so another admin must change it.`,
  'roles/no-manager-left': msg`Someone must still be able to manage roles after this change.`,
  'roles/invalid-rules': msg`These permissions cannot be stored. Reload the page and try again.`,
}
