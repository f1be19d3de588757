import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { StoppedReason } from '@/domain/automations/apiTypes'
import type { IssueLocation } from '@/domain/automations/issueLocation'
import type { TriggerKind } from '@/domain/automations/model'
import type { InstagramEventKind } from '@/domain/instagram/events'
import type { ActionStatus, OutcomeKind, RunReason, RunStatus } from '@/domain/automations/runs'
import type { ValidationIssue } from '@/domain/automations/validation'
import { ApiError } from '@/lib/apiClient'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

export const TRIGGER_LABELS: Record<TriggerKind, MessageDescriptor> = {
  'comment-keyword': msg`Keyword in a comment`,
  'dm-keyword': msg`Keyword in a DM`,
  welcome: msg`First message of a new conversation`,
  'story-mention': msg`Story mention`,
  'story-reply': msg`Reply to a story`,
  postback: msg`Ice breaker or button (payload)`,
  'ref-link': msg`Opened from an ig.me link, QR code or ad`,
  'menu-tap': msg`Ice breaker or menu item`,
  'default-reply': msg`Default reply (a DM nothing else answers)`,
}

export const ACTION_LABELS: Record<OutcomeKind, MessageDescriptor> = {
  'private-reply': msg`Private reply (DM to the commenter)`,
  'public-reply': msg`Public reply to the comment`,
  'send-dm': msg`Send a DM`,
  delay: msg`Wait`,
  'tag-contact': msg`Tag the contact`,
  tag: msg`Remove a tag`,
  'wait-reply': msg`Wait for a reply`,
  ask: msg`Ask a question`,
  condition: msg`Check a condition`,
  split: msg`A/B split`,
  'set-field': msg`Set a contact field`,
  handover: msg`Hand the conversation to a person`,
  'goto-flow': msg`Go to another automation`,
  end: msg`End`,
  tap: msg`The person tapped a button`,
}

export const RUN_STATUS_LABELS: Record<RunStatus | ActionStatus, MessageDescriptor> = {
  sent: msg`Sent`,
  'partly-sent': msg`Partly sent`,
  queued: msg`Queued`,
  failed: msg`Failed`,
  skipped: msg`Skipped`,
  done: msg`Done`,
}

/** Test mode's wording: nothing was sent, so nothing is called "sent". */
export const TEST_STATUS_LABELS: Record<RunStatus | ActionStatus, MessageDescriptor> = {
  sent: msg`Would send`,
  'partly-sent': msg`Would send part`,
  queued: msg`Would wait`,
  failed: msg`Would fail`,
  skipped: msg`Would be skipped`,
  done: msg`Would run`,
}

/**
 * Status colours are Radix scales the theme never remaps: `green` is the accent scale rebuilt from
 * the user's primary colour (src/styles/theme.css), so a status shown in it would change with the
 * primary colour. `grass` keeps "sent" green whatever the primary. Badges use `highContrast` text:
 * the soft amber and blue scales fall below WCAG's 4.5:1 otherwise.
 */
export type StatusColor = 'grass' | 'amber' | 'blue' | 'red' | 'gray'

export const RUN_STATUS_COLORS: Record<RunStatus | ActionStatus, StatusColor> = {
  sent: 'grass',
  done: 'grass',
  'partly-sent': 'amber',
  queued: 'blue',
  failed: 'red',
  skipped: 'gray',
}

/** CSS colours of the same scales, for charts and bars. */
export const RUN_STATUS_FILLS: Record<RunStatus, string> = {
  sent: 'var(--grass-9)',
  'partly-sent': 'var(--amber-9)',
  queued: 'var(--blue-9)',
  failed: 'var(--red-9)',
  skipped: 'var(--gray-8)',
}

/** Why a run or step did not simply go out, in plain words. */
export const REASON_MESSAGES: Record<RunReason, MessageDescriptor> = {
  echo: msg`This was the account's own message; automations never answer it.`,
  'own-comment': msg`This was the account's own comment; automations never answer it.`,
  'outside-24h-window': msg`Instagram only allows DMs within 24 hours of the person's last message, and that time had passed.`,
  'private-reply-already-sent': msg`This comment already received its one private reply.`,
  'private-reply-too-old': msg`The comment is more than 7 days old; Instagram no longer allows a private reply.`,
  'needs-comment': msg`This step needs a comment, and the event was not one.`,
  'not-top-level-comment': msg`Instagram only allows public replies to top-level comments, not to replies.`,
  'live-comment-no-public-reply': msg`Instagram allows no public reply to a comment on a live video.`,
  'live-video-ended': msg`The live video had ended; Instagram allows a private reply to its comments only while it is live.`,
  'rate-limited-queued': msg`The hourly sending limit was reached; this will be sent automatically when allowed.`,
  'scheduled-after-delay': msg`Waiting for the delay you set before this step.`,
  'waiting-for-previous-step': msg`Waiting for the previous step to be sent first.`,
  'retry-scheduled': msg`Instagram had a temporary problem; this will be retried automatically.`,
  'graph-error': msg`Instagram refused this send.`,
  'stopped-by-higher-priority': msg`A higher-priority automation answered first and is set to stop after the first match.`,
  'account-disconnected': msg`The Instagram account was disconnected before this could be sent.`,
  'no-send-step': msg`This automation has no step that sends anything to Instagram.`,
  'waiting-for-reply': msg`Waiting for the person to reply.`,
  'waiting-for-answer': msg`Waiting for the person to answer the question.`,
  'waiting-for-tap': msg`Waiting for the person to tap a button.`,
  'held-until-answer': msg`The rest of this message goes once the person answers or taps: Instagram allows only one private reply to a comment.`,
  'invalid-answer': msg`The answer was not what the question asked for.`,
  'timed-out': msg`The person did not answer in time.`,
  'loop-limit': msg`The automation went round in a loop without waiting, so it stopped here.`,
  'missing-step': msg`This step no longer exists in the automation.`,
  restarted: msg`The person started this automation again before finishing it.`,
  'flow-stopped': msg`The automation was paused or deleted, or the person did not answer, before this step.`,
  'opted-out': msg`The person asked not to receive automated messages.`,
  'automations-paused': msg`Automations are paused for this person: someone of the team took the conversation over.`,
}

export const STOPPED_REASON_MESSAGES: Record<StoppedReason, MessageDescriptor> = {
  'account-disconnected': msg`Stopped: the Instagram account is not connected. It resumes by itself when you connect the account again.`,
}

/** "Keyword 2": which item of the trigger an issue is about; null for the automation itself. */
export function issueLocationLabel(location: IssueLocation): MessageDescriptor | null {
  if (location.keyword === undefined) return null
  const item = location.keyword + 1
  return msg`Keyword ${item}`
}

/**
 * One sentence per validation issue; numbers come from the issue and go through `plural` (its `#`
 * is formatted for the locale).
 */
export function validationMessage(issue: ValidationIssue): MessageDescriptor {
  const max = issue.params?.max ?? 0
  switch (issue.code) {
    case 'name-required':
      return msg`Give the automation a name.`
    case 'name-too-long':
      return msg({
        message: plural(max, {
          one: 'The name can have at most # character.',
          other: 'The name can have at most # characters.',
        }),
      })
    case 'account-required':
      return msg`Choose the Instagram account.`
    case 'priority-invalid':
      return msg`The priority must be a whole number.`
    case 'keywords-required':
      return msg`Add at least one keyword.`
    case 'keyword-without-letters':
      return msg`A keyword needs at least one letter, digit or emoji.`
    case 'media-required':
      return msg`Choose at least one post or reel, or listen to all posts.`
    case 'payloads-required':
      return msg`Add at least one payload.`
    case 'ref-invalid':
      return msg`A ref may only have letters, digits, “-”, “_” and “=” (at most 2,083 characters).`
    case 'places-required':
      return msg`Choose at least one place: posts, reels, ads or live videos.`
    case 'default-reply-hours-invalid':
      return msg`Choose a whole number of hours from ${issue.params?.min ?? 0} to ${max}.`
  }
}

export function automationErrorMessage(cause: unknown): MessageDescriptor {
  if (cause instanceof ApiError) {
    switch (cause.code) {
      case 'automations/invalid':
        return msg`The automation has errors. Check the highlighted fields.`
      case 'automations/unknown-account':
        return msg`This Instagram account is not connected any more. Choose another one or connect it again.`
      case 'automations/not-found':
        return msg`This automation no longer exists.`
      case 'automations/changed':
        return msg`This automation was saved by a teammate or in another tab since you began editing it. Your changes are still here: save again to replace that version with yours.`
      case 'automations/default-reply-taken':
        return msg`This account already has a default reply. Edit that one, or change its trigger first.`
      case 'request/invalid':
      case 'request/not-json':
        return msg`The server did not understand this request. Reload the page and try again.`
    }
  }
  return apiErrorMessage(cause)
}

export const EVENT_KIND_LABELS: Record<InstagramEventKind, MessageDescriptor> = {
  comment: msg`Comment`,
  message: msg`DM`,
  story_mention: msg`Story mention`,
  story_reply: msg`Story reply`,
  postback: msg`Button or ice breaker`,
  referral: msg`Opened from a link or ad`,
  mention: msg`Mention`,
  reaction: msg`Reaction`,
  seen: msg`Seen`,
  standby: msg`Another app holds the conversation`,
}
