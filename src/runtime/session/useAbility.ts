import { useMemo } from 'react'
import { createAbility, type AppAbility } from '@/lib/ability'
import { sameJson } from '@/lib/sameJson'
import { selectAbilityRules } from '@/machines/authSessionSelectors'
import { SessionActor } from './SessionProvider'

/**
 * What the signed-in user may do, built from their CASL rules; forbids everything while signed
 * out. Apart from `useSession` so that CASL comes with the screens that ask, not with the sign-in page.
 */
export function useAbility(): AppAbility {
  // The identity service's first report restates the stored rules in new objects: the same ability.
  const rules = SessionActor.useSelector(selectAbilityRules, sameJson)
  return useMemo(() => createAbility(rules), [rules])
}
