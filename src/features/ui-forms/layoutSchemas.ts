import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form/formMessage'

/**
 * The form layouts' rules (`/forms/form-layouts`). Messages are descriptors, translated when a field
 * renders (docs/kit.md, "Forms"); the kit's error map words the usual ones (required, e-mail, length).
 */
export const LAYOUT_COUNTRIES = ['FR', 'MA', 'EG', 'BE', 'US', 'BR'] as const
export const TEAM_ROLES = ['admin', 'agent', 'analyst'] as const
export const REPLY_LANGUAGES = ['en', 'fr', 'ar'] as const
export const DELIVERY_OPTIONS = ['standard', 'express', 'pickup'] as const
export const PAYMENT_METHODS = ['card', 'cash', 'transfer'] as const

const text = (max = 80) => z.string().trim().min(1).max(max)
/** Digits, spaces, dashes, dots, brackets and a leading +: how people write a phone number. */
export const phone = z
  .string()
  .trim()
  .min(1)
  .regex(/^\+?[0-9\s().-]{6,20}$/, formMessage(msg`Enter a phone number: digits and spaces, + for the country code.`))
const optionalPhone = phone.or(z.literal(''))
/** An Instagram username, with or without its @. */
const instagramHandle = z
  .string()
  .trim()
  .min(1)
  .regex(/^@?[a-zA-Z0-9._]{1,30}$/, formMessage(msg`Enter an Instagram username: letters, digits, dots and _.`))
const optionalUrl = z.url().or(z.literal(''))
const country = z.enum(LAYOUT_COUNTRIES)

/** Vertical, horizontal and icon layouts: inviting a teammate to the Conversa workspace. */
export const teammateSchema = z.object({
  fullName: text(),
  email: z.email(),
  phone: optionalPhone,
  role: z.enum(TEAM_ROLES),
  startDate: z.iso.date(),
  sendWelcome: z.boolean(),
})
export type Teammate = z.output<typeof teammateSchema>

/** Multi-column: the account owner's details. */
export const ownerSchema = z.object({
  firstName: text(40),
  lastName: text(40),
  email: z.email(),
  phone,
  country,
  birthDate: z.iso.date().nullable(),
  language: z.enum(REPLY_LANGUAGES),
  instagram: instagramHandle,
})

/** Sticky actions: a long shop profile. */
export const shopProfileSchema = z.object({
  shopName: text(),
  instagram: instagramHandle,
  email: z.email(),
  phone,
  website: optionalUrl,
  street: text(120),
  city: text(),
  postalCode: z.string().trim().min(3).max(10),
  country,
  openingDate: z.iso.date().nullable(),
  replyLanguage: z.enum(REPLY_LANGUAGES),
  greeting: z.string().trim().min(10).max(300),
  awayMessage: z.string().trim().max(300),
  notifyOnMention: z.boolean(),
})

/** Form with tabs: one form, three tabs, validated as a whole. */
export const personalTab = z.object({
  firstName: text(40),
  lastName: text(40),
  birthDate: z.iso.date().nullable(),
  country,
  phone: optionalPhone,
})
export const accountTab = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(30)
    .regex(/^[a-z0-9._]+$/, formMessage(msg`Use lower-case letters, digits, dots and _ only.`)),
  email: z.email(),
  password: z.string().min(8),
  confirmPassword: z.string().min(1),
})
export const socialTab = z.object({
  instagram: instagramHandle,
  facebook: optionalUrl,
  website: optionalUrl,
})
export const tabbedSchema = personalTab
  .extend(accountTab.shape)
  .extend(socialTab.shape)
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: formMessage(msg`The passwords do not match.`),
    // Compare as soon as both are typed, even while other tabs still have errors.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown }
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string'
    },
  })
/** Which tab holds each field: a failed submission opens the tab of the first error. */
export const TAB_FIELDS = {
  personal: Object.keys(personalTab.shape),
  account: Object.keys(accountTab.shape),
  social: Object.keys(socialTab.shape),
} as const

/** Collapsible sections: an Aurora Coffee Roasters order. Card details only when paying by card. */
export const deliverySchema = z
  .object({
    fullName: text(),
    phone,
    street: text(120),
    city: text(),
    postalCode: z.string().trim().min(3).max(10),
    country,
    delivery: z.enum(DELIVERY_OPTIONS),
    instructions: z.string().trim().max(200),
    payment: z.enum(PAYMENT_METHODS),
    cardNumber: z.string().trim(),
  })
  .refine((values) => values.payment !== 'card' || /^(\d[\s-]?){13,19}$/.test(values.cardNumber), {
    path: ['cardNumber'],
    error: formMessage(msg`Enter the card number: 13 to 19 digits.`),
    when: (payload) => typeof (payload.value as { cardNumber?: unknown }).cardNumber === 'string',
  })
export const SECTION_FIELDS = {
  address: ['fullName', 'phone', 'street', 'city', 'postalCode', 'country'],
  delivery: ['delivery', 'instructions'],
  payment: ['payment', 'cardNumber'],
} as const
