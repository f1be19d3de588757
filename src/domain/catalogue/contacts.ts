import { z } from 'zod'

/**
 * The UI catalogue's demo records (`/tables/data-table`): the Instagram contacts of a shop, one
 * list per workspace, served by the mock backend at `/api/catalogue/contacts`. Shared by the
 * screen, the mock's handlers and their tests, so the three agree on names and rules.
 */
export const CONTACT_STATUSES = ['customer', 'lead', 'vip', 'inactive'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

/** Stamps on the loyalty card: the tenth is a free bag of coffee. */
export const LOYALTY_STAMPS = 10

export interface CatalogueContact {
  id: string
  name: string
  /** The Instagram username, without the @. */
  username: string
  email: string
  city: string
  status: ContactStatus
  followers: number
  /** ISO instant of the last direct message, either way. */
  lastMessageAt: string
  /** Spent at the shop, in euros. */
  spend: number
  /** 0 to LOYALTY_STAMPS. */
  stamps: number
}

/** The columns the list endpoint sorts by. */
export const CONTACT_SORTABLE = ['name', 'username', 'city', 'status', 'followers', 'lastMessageAt', 'spend'] as const

/** What the edit dialog sends (`PATCH /api/catalogue/contacts/:id`); the backend checks the same. */
export const contactEditSchema = z.object({
  name: z.string().trim().min(1).max(80),
  email: z.email().max(120),
  city: z.string().trim().min(1).max(60),
  status: z.enum(CONTACT_STATUSES),
})
export type ContactEdit = z.infer<typeof contactEditSchema>

/** A bulk change of the selected rows (`POST /api/catalogue/contacts/status`). */
export const contactStatusChangeSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(100),
  status: z.enum(CONTACT_STATUSES),
})
export type ContactStatusChange = z.infer<typeof contactStatusChangeSchema>
