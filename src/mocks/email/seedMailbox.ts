import type { Faker } from '@faker-js/faker'
import { MAIL_FOLDERS, type Email, type MailAddress } from '@/domain/email/model'
import { paragraphsDoc } from '@/domain/richText'
import type { CollectionSpec, Database } from '@/server/storage/database'
import { textFile, type StoredFile } from '../files/storedFiles'
import { MAIL_TEMPLATES, type MailTemplate } from './mailTemplates'

/**
 * The e-mail app's data (docs/product.md, "Email"): a template mailbox (owner '', dated as if now
 * were `MAIL_TEMPLATE_NOW`) that no endpoint serves; a workspace's first call copies it in, moved
 * to its now, addressed to the caller, with its attachments kept as the workspace's files.
 */
export const MAIL_TEMPLATE_OWNER = ''
export const MAIL_TEMPLATE_NOW = '2026-01-01T12:00:00.000Z'
/** Stands for the workspace's own address until the copy. */
const ME: MailAddress = { name: '@me', email: '@me' }

export interface StoredEmail extends Email {
  ownerUid: string
  /** A template message's attachment, made a file of the workspace at the copy. */
  seedAttachment?: MailTemplate['attachment']
}

const AUTOMATED = new Set(['Conversa', 'Security', 'Meta for Business', 'Cloud Ledger', 'Parcel Express'])

function senderOf(faker: Faker, template: MailTemplate): MailAddress {
  const [org, domain] = template.org
  if (template.folder === 'spam' || AUTOMATED.has(org) || template.subject.includes('{n}'))
    return { name: org || 'Petal & Stem', email: `no-reply@${domain || 'petalandstem.example'}` }
  const first = faker.person.firstName()
  const last = faker.person.lastName()
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
  return { name: `${first} ${last}`, email: `${local}@${domain || 'mail.example'}` }
}

function templateMessages(faker: Faker): StoredEmail[] {
  const now = Date.parse(MAIL_TEMPLATE_NOW)
  const slots = MAIL_TEMPLATES.flatMap((template) => Array.from({ length: template.times ?? 1 }, () => template))
  // Spread over the last 45 days, newest first; the recurring messages count up as they go.
  const times = slots.map(() => now - faker.number.int({ min: 10, max: 45 * 24 * 60 }) * 60_000).sort((a, b) => b - a)
  const numbers = new Map<MailTemplate, number>()
  const shuffled = faker.helpers.shuffle(slots)
  return shuffled.map((template, index) => {
    const time = times[index]!
    const count = (numbers.get(template) ?? 0) + 1
    numbers.set(template, count)
    const other = senderOf(faker, template)
    const received = template.folder === 'inbox' || template.folder === 'spam'
    const subject = template.subject.replace(
      '{n}',
      String(template.subject.startsWith('Weekly') ? 52 - count : 1040 + index),
    )
    let replyAt = time
    const replies = (template.replies ?? []).map((reply, at) => {
      replyAt += faker.number.int({ min: 20, max: 300 }) * 60_000
      return {
        id: `reply-${index + 1}-${at + 1}`,
        from: reply.by === 'me' ? ME : other,
        to: [reply.by === 'me' ? other : ME],
        message: paragraphsDoc(reply.body),
        time: new Date(Math.min(replyAt, now)).toISOString(),
      }
    })
    return {
      id: `template:${index + 1}`,
      ownerUid: MAIL_TEMPLATE_OWNER,
      from: received ? other : ME,
      to: received ? [ME] : template.org[0] === '' && template.folder === 'draft' ? [] : [other],
      cc: [],
      bcc: [],
      subject,
      message: paragraphsDoc(template.body),
      attachments: [],
      ...(template.attachment ? { seedAttachment: template.attachment } : {}),
      time: new Date(time).toISOString(),
      replies,
      labels: [...(template.labels ?? [])],
      folder: template.folder,
      isDeleted: false,
      // The last few days' mail is partly unread; sent mail and drafts are one's own.
      isRead: !received || time < now - 4 * 86_400_000 || faker.datatype.boolean({ probability: 0.3 }),
      isStarred: faker.datatype.boolean({ probability: template.labels?.includes('important') ? 0.6 : 0.12 }),
    }
  })
}

export const emailsCollection: CollectionSpec<StoredEmail> = {
  name: 'emails',
  isValid: (email) =>
    typeof email.ownerUid === 'string' &&
    typeof email.subject === 'string' &&
    (MAIL_FOLDERS as readonly string[]).includes(email.folder) &&
    Array.isArray(email.labels) &&
    Array.isArray(email.replies) &&
    Array.isArray(email.to),
  announce: { resources: ['email'], owners: (email) => (email.ownerUid ? [email.ownerUid] : []) },
  seed: { seed: 97, size: 96, generate: ({ faker }) => templateMessages(faker) },
}

/** Which workspaces were given their copy of the template (id: the workspace's uid). */
export const mailWorkspacesCollection: CollectionSpec = { name: 'mailWorkspaces' }

const isMe = (address: MailAddress) => address.email === ME.email

/**
 * The caller's messages. A workspace's first call copies the template in (one transaction, so two
 * tabs cannot both copy). Nothing of another workspace, nor the template, is returned.
 */
export async function workspaceMailbox(
  db: Database,
  uid: string,
  me: MailAddress,
  now: number,
): Promise<StoredEmail[]> {
  if (!(await db.collection('mailWorkspaces').get(uid)))
    await db.transaction(async (tx) => {
      if (await tx.collection('mailWorkspaces').get(uid)) return
      const shift = now - Date.parse(MAIL_TEMPLATE_NOW)
      const moved = (time: string) => new Date(Date.parse(time) + shift).toISOString()
      const own = (address: MailAddress) => (isMe(address) ? me : address)
      const emails = tx.collection<StoredEmail>('emails')
      const files = tx.collection<StoredFile>('storedFiles')
      for (const template of await emails.filter((email) => email.ownerUid === MAIL_TEMPLATE_OWNER)) {
        const { seedAttachment, ...copy } = structuredClone(template)
        const number = template.id.replace('template:', '')
        if (seedAttachment) {
          const data = textFile(seedAttachment.text)
          const file = await files.insert({
            id: `${uid}:file-${number}`,
            ownerUid: uid,
            app: 'email',
            fileName: seedAttachment.fileName,
            type: seedAttachment.type,
            size: new TextEncoder().encode(seedAttachment.text).length,
            data,
          })
          copy.attachments = [{ id: file.id, fileName: file.fileName, type: file.type, size: file.size }]
        }
        await emails.insert({
          ...copy,
          id: `${uid}:${number}`,
          ownerUid: uid,
          from: own(copy.from),
          to: copy.to.map(own),
          time: moved(copy.time),
          replies: copy.replies.map((reply) => ({
            ...reply,
            from: own(reply.from),
            to: reply.to.map(own),
            time: moved(reply.time),
          })),
        })
      }
      await tx.collection('mailWorkspaces').insert({ id: uid })
    })
  return db.collection<StoredEmail>('emails').ownedBy(uid)
}
