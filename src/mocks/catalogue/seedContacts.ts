import type { Faker } from '@faker-js/faker'
import {
  CONTACT_STATUSES,
  LOYALTY_STAMPS,
  type CatalogueContact,
  type ContactStatus,
} from '@/domain/catalogue/contacts'
import type { CollectionSpec, Database } from '@/server/storage/database'
import { usernameFor } from '../names'

/**
 * The UI catalogue's data table (`/tables/data-table`): the Instagram contacts of a coffee shop. A
 * template (owner '', dated as if now were `CONTACTS_TEMPLATE_NOW`) that no endpoint serves; a
 * workspace's first call copies it in, its dates moved to that moment (README, "Adding a collection").
 */
export const CONTACTS_TEMPLATE_OWNER = ''
export const CONTACTS_TEMPLATE_NOW = '2026-01-01T12:00:00.000Z'

export interface StoredContact extends CatalogueContact {
  ownerUid: string
}

const CITIES = ['Lisbon', 'Porto', 'Madrid', 'Lyon', 'Berlin', 'Casablanca', 'Montreal', 'Dubai', 'Milan', 'Amsterdam']
/** Most contacts are leads or customers; a few are VIPs, some went quiet. */
const STATUS_WEIGHTS: { value: ContactStatus; weight: number }[] = [
  { value: 'customer', weight: 5 },
  { value: 'lead', weight: 4 },
  { value: 'vip', weight: 1 },
  { value: 'inactive', weight: 2 },
]

function templateContacts(faker: Faker, size: number): StoredContact[] {
  const now = Date.parse(CONTACTS_TEMPLATE_NOW)
  return Array.from({ length: size }, (_, index) => {
    const name = faker.person.fullName()
    const username = `${usernameFor(faker, name)}${index}`
    const status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS)
    const buys = status === 'customer' || status === 'vip'
    return {
      id: `template:${index + 1}`,
      ownerUid: CONTACTS_TEMPLATE_OWNER,
      name,
      username,
      email: `${username.replace(/[^a-z0-9]/g, '.')}@mail.example`,
      city: faker.helpers.arrayElement(CITIES),
      status,
      followers: faker.number.int({ min: 40, max: status === 'vip' ? 250_000 : 12_000 }),
      lastMessageAt: new Date(now - faker.number.int({ min: 5, max: 90 * 24 * 60 }) * 60_000).toISOString(),
      spend: buys ? faker.number.int({ min: 1_200, max: status === 'vip' ? 180_000 : 40_000 }) / 100 : 0,
      stamps: buys ? faker.number.int({ min: 0, max: LOYALTY_STAMPS }) : 0,
    }
  })
}

export const catalogueContactsCollection: CollectionSpec<StoredContact> = {
  name: 'catalogueContacts',
  isValid: (contact) =>
    typeof contact.ownerUid === 'string' &&
    typeof contact.name === 'string' &&
    typeof contact.username === 'string' &&
    (CONTACT_STATUSES as readonly string[]).includes(contact.status) &&
    typeof contact.followers === 'number' &&
    typeof contact.spend === 'number' &&
    typeof contact.lastMessageAt === 'string',
  announce: { resources: ['catalogue'], owners: (contact) => (contact.ownerUid ? [contact.ownerUid] : []) },
  seed: { seed: 181, size: 64, generate: ({ faker, size }) => templateContacts(faker, size) },
}

/** Which workspaces were given their copy of the template (id: the workspace's uid). */
export const catalogueWorkspacesCollection: CollectionSpec = { name: 'catalogueWorkspaces' }

export const contactIdOf = (uid: string, templateId: string) => `${uid}:${templateId.replace('template:', '')}`

/**
 * The caller's contacts. A workspace's first call copies the template in (one transaction, so two
 * tabs cannot both copy). Nothing of another workspace, nor the template, is returned.
 */
export async function workspaceContacts(db: Database, uid: string, now: number): Promise<StoredContact[]> {
  if (!(await db.collection('catalogueWorkspaces').get(uid)))
    await db.transaction(async (tx) => {
      const workspaces = tx.collection('catalogueWorkspaces')
      if (await workspaces.get(uid)) return
      const shift = now - Date.parse(CONTACTS_TEMPLATE_NOW)
      const contacts = tx.collection<StoredContact>('catalogueContacts')
      for (const template of await contacts.filter((contact) => contact.ownerUid === CONTACTS_TEMPLATE_OWNER))
        await contacts.insert({
          ...template,
          id: contactIdOf(uid, template.id),
          ownerUid: uid,
          lastMessageAt: new Date(Date.parse(template.lastMessageAt) + shift).toISOString(),
        })
      await workspaces.insert({ id: uid })
    })
  return db.collection<StoredContact>('catalogueContacts').ownedBy(uid)
}
