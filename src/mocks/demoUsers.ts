/** The demo logins seeded into the Auth emulator and the mock backend. Printed by `npm start`. */
export const DEMO_USERS = [
  { email: 'admin@conversa.test', password: 'conversa-admin', displayName: 'Ana Admin', role: 'admin' },
  { email: 'client@conversa.test', password: 'conversa-client', displayName: 'Caio Cliente', role: 'client' },
] as const

export type Role = 'admin' | 'client'
