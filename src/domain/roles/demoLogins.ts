import type { AbilityRule } from '@/lib/ability'

/**
 * `GET /api/demo-logins`: the accounts a public demo offers to try each role with, and the rules
 * their role grants today. Only the demo's mock backend answers it; a real backend has no such
 * endpoint, and the access-control pages say so.
 */
export interface DemoLogin {
  email: string
  password: string
  role: string
  rules: AbilityRule[]
}

export interface DemoLoginsResponse {
  logins: DemoLogin[]
}
