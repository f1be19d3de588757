import { createApiClient } from '@/lib/apiClient'

/** The app's backend client; the auth session attaches the token provider on sign-in. */
export const api = createApiClient()
