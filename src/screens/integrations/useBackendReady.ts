import { useSelector } from '@xstate/react'
import { useSessionRuntime } from '@/app/session/runtimeContext'

/**
 * Whether backend calls will carry the ID token. After a full page load (Instagram's redirect
 * back, a reload) the stored session lets the screen render at once, but the identity service
 * reports the user, and the token provider is attached, a moment later: calls made before that
 * go out without the `token` header and fail with 401.
 */
export function useBackendReady(): boolean {
  const { actor } = useSessionRuntime()
  return useSelector(actor, (snapshot) => snapshot.matches('signedIn'))
}
