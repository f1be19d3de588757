import { createApiClient } from '@/lib/apiClient'
import { noteRefusal, workspaceHeaders } from './tabWorkspace'

/**
 * The app's backend client; the auth session attaches the token provider on sign-in. Every request
 * names the workspace the tab shows (`tabWorkspace.ts`).
 */
export const api = createApiClient({ headers: workspaceHeaders, onRefusal: noteRefusal })
