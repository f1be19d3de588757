import type { AbilityRule } from '@/lib/ability'
import type { Role } from '../demoUsers'

/** What each role may do. The backend sends these; the browser only stores and applies them. */
export const ROLE_RULES: Record<Role, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'manage', subject: 'Account' },
    { action: 'manage', subject: 'Automation' },
    { action: 'manage', subject: 'Integration' },
    { action: 'read', subject: 'Dashboard' },
    { action: 'manage', subject: 'Chat' },
    // The template's pages and wizards (issue #17).
    { action: 'manage', subject: 'Page' },
  ],
}
