import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ApiError } from './apiClient'

/**
 * What to tell a person about a failed backend call, as a message descriptor: screens translate it
 * when they render, so it follows a language switch (docs/architecture.md, "Screens and data"). A
 * feature's own wording for its codes (`automationErrorMessage`) falls back to this one.
 */
export function apiErrorMessage(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return msg`Something went wrong. Try again.`
  if (error.isNetworkError) return msg`The service could not be reached. Check your connection and try again.`
  if (error.status === 401) return msg`Your session has ended. Sign in again.`
  if (error.code === 'workspaces/not-a-member') return msg`You are no longer a member of this workspace.`
  if (error.status === 403) return msg`You are not allowed to do this.`
  if (error.status === 404) return msg`This item no longer exists.`
  if (error.code === 'workspaces/switched')
    return msg`You now work in another workspace, chosen in another tab or on another device: switch back to this one to continue here.`
  if (error.status === 409) return msg`Someone changed this in the meantime. Reload and try again.`
  if (error.status === 503) return msg`The service is unavailable for a moment. Nothing was lost; try again shortly.`
  if (error.status >= 500) return msg`The service failed. Try again in a moment.`
  return msg`The request was refused. Check what you entered and try again.`
}
