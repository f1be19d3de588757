import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PlanFeatureId, PlanId } from '@/domain/pages/pricing'

/** The plans' names and promises; prices and limits come from src/domain/pages/pricing.ts. */
export const PLAN_COPY: Record<PlanId, { name: MessageDescriptor; pitch: MessageDescriptor }> = {
  starter: { name: msg`Starter`, pitch: msg`For a creator trying automated replies.` },
  pro: { name: msg`Pro`, pitch: msg`For a brand that sells through its comments and messages.` },
  business: { name: msg`Business`, pitch: msg`For agencies and teams running several accounts.` },
}

export const FEATURE_COPY: Record<PlanFeatureId, MessageDescriptor> = {
  'comment-replies': msg`Private replies to comment keywords`,
  'story-mentions': msg`Thank-you messages for story mentions`,
  'welcome-messages': msg`Welcome messages for new conversations`,
  inbox: msg`Shared inbox for direct messages`,
  'quick-replies': msg`Quick replies and buttons`,
  'run-history': msg`Run history with the reason for every skip`,
  'team-roles': msg`Team members with roles`,
  'priority-support': msg`Priority support`,
}
