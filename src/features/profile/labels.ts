import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActivityKind, ProfileTab, TeamId } from '@/domain/profile/model'

export const TAB_LABELS: Record<ProfileTab, MessageDescriptor> = {
  profile: msg`Profile`,
  teams: msg`Teams`,
  projects: msg`Projects`,
  connections: msg`Connections`,
}

export const TEAM_WORDS: Record<TeamId, { name: MessageDescriptor; about: MessageDescriptor }> = {
  projects: {
    name: msg`Roastery projects`,
    about: msg`New blends, the web shop and the café openings of Aurora Coffee Roasters.`,
  },
  delivery: { name: msg`Delivery`, about: msg`The vans that take orders from the roastery to cafés and homes.` },
  academy: { name: msg`Barista academy`, about: msg`The courses that train baristas, from espresso to latte art.` },
}

export const ACTIVITY_WORDS: Record<ActivityKind, MessageDescriptor> = {
  'signed-in': msg`Signed in`,
  'automation-created': msg`Created an automation`,
  'account-connected': msg`Connected an Instagram account`,
  'key-created': msg`Created an API key`,
}
