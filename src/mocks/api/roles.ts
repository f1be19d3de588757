import type { AbilityRule } from '@/lib/ability'
import type { Role } from '../demoUsers'

/**
 * What each role may do when the app is new: the seed of the `roles` collection
 * (src/mocks/roles/storedRoles.ts), which admins then edit on /apps/roles. The backend sends a
 * user their role's stored rules; the browser only stores and applies them.
 */
export const ROLE_RULES: Record<Role, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'manage', subject: 'Account' },
    { action: 'manage', subject: 'Automation' },
    { action: 'manage', subject: 'Integration' },
    { action: 'read', subject: 'Dashboard' },
    { action: 'manage', subject: 'Chat' },
    // The template's pages and wizards.
    { action: 'manage', subject: 'Page' },
    // The calendar, kanban and e-mail apps.
    { action: 'manage', subject: 'Calendar' },
    { action: 'manage', subject: 'Kanban' },
    { action: 'manage', subject: 'Email' },
    // The academy app: one's own progress in the courses.
    { action: 'manage', subject: 'Academy' },
  ],
}
