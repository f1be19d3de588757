/** The signed-in user's profile as the backend sends it (GET /api/session). */
export interface UserData {
  id: string
  email: string
  fullName: string
  username: string
  avatar: string
  /** docs/product.md, "Routes": the root redirect only asks whether a role value exists. */
  role: string | boolean
}

export function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const text = (key: string) => typeof record[key] === 'string'
  return (
    text('id') &&
    text('email') &&
    text('fullName') &&
    text('username') &&
    text('avatar') &&
    (typeof record.role === 'string' || typeof record.role === 'boolean')
  )
}
