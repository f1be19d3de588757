import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import type { AutomationTrigger, CommentPlace } from '@/domain/automations/model'
import { COMMENT_PLACES, commentPlacesOf, DEFAULT_REPLY_HOURS } from '@/domain/automations/triggers'
import type { ValidationIssue } from '@/domain/automations/validation'
import { CommaListField, FieldErrors, issuesAt, LabeledField } from './ValidatedFields'

type EntryTrigger = Extract<AutomationTrigger, { kind: 'ref-link' | 'menu-tap' | 'default-reply' }>
type CommentTrigger = Extract<AutomationTrigger, { kind: 'comment-keyword' }>

const PLACE_LABELS: Record<CommentPlace, MessageDescriptor> = {
  post: msg`Posts`,
  reel: msg`Reels`,
  ad: msg`Ads`,
  live: msg`Live videos (a private reply only while the video is live, never a public reply)`,
}

export function isEntryTrigger(trigger: AutomationTrigger): trigger is EntryTrigger {
  return trigger.kind === 'ref-link' || trigger.kind === 'menu-tap' || trigger.kind === 'default-reply'
}

/** The fields of the triggers that start a flow from a link, an ad, a tap or a DM nothing else answered. */
export function EntryTriggerFields({
  trigger,
  issues,
  onChange,
}: {
  trigger: EntryTrigger
  issues: readonly ValidationIssue[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { t } = useLingui()
  switch (trigger.kind) {
    case 'ref-link':
      return (
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            <Trans>
              Its ig.me link and QR code are on the account's entry points once the automation is saved. Instagram sends
              the link's ref only when the account has ice breakers.
            </Trans>
          </Text>
          <CommaListField
            label={t`Other refs or ad ids (optional)`}
            hint={t`The ref set on an ad or another link, or an ad's id. Letters, digits, “-”, “_” and “=”. Separate several with commas.`}
            path="trigger.refs"
            values={trigger.refs}
            issues={issuesAt(issues, 'trigger.refs', true)}
            onChange={(refs) => onChange({ ...trigger, refs })}
          />
        </Flex>
      )
    case 'menu-tap':
      return (
        <Text size="2" color="gray">
          <Trans>Choose the ice breakers and menu items that start it on the account's entry points.</Trans>
        </Text>
      )
    case 'default-reply':
      return <DefaultReplyHours trigger={trigger} issues={issues} onChange={onChange} />
  }
}

function DefaultReplyHours({
  trigger,
  issues,
  onChange,
}: {
  trigger: Extract<AutomationTrigger, { kind: 'default-reply' }>
  issues: readonly ValidationIssue[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { t } = useLingui()
  const [raw, setRaw] = useState(String(trigger.onceEveryHours))
  return (
    <LabeledField
      label={t`At most once per person every (hours)`}
      hint={t`Answers a direct message no other automation answered, never the account's own messages. An account has one default reply.`}
      issues={issuesAt(issues, 'trigger.onceEveryHours')}
      path="trigger.onceEveryHours"
    >
      {({ inputId, describedBy, invalid }) => (
        <TextField.Root
          id={inputId}
          type="number"
          inputMode="numeric"
          min={DEFAULT_REPLY_HOURS.min}
          max={DEFAULT_REPLY_HOURS.max}
          step={1}
          value={raw}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          style={{ maxWidth: 160 }}
          onChange={(event) => {
            setRaw(event.target.value)
            onChange({ ...trigger, onceEveryHours: event.target.value.trim() === '' ? 0 : Number(event.target.value) })
          }}
        />
      )}
    </LabeledField>
  )
}

/**
 * The account's ads, listed by Instagram, to pick from when the trigger listens to ads and to the
 * posts chosen: a comment on a picked ad carries its id.
 */
export function AdChoiceFields({
  trigger,
  ads,
  onChange,
}: {
  trigger: CommentTrigger
  ads: readonly { id: string; name: string }[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { t } = useLingui()
  const media = trigger.media
  if (media.kind !== 'selected' || !commentPlacesOf(trigger).includes('ad')) return null
  const pick = (adId: string, on: boolean) =>
    onChange({
      ...trigger,
      media: {
        kind: 'selected',
        mediaIds: on ? [...media.mediaIds, adId] : media.mediaIds.filter((id) => id !== adId),
      },
    })
  return (
    <Flex direction="column" gap="1" role="group" aria-label={t`Ads to answer`}>
      <Text size="2" weight="medium">
        <Trans>Ads to answer</Trans>
      </Text>
      {ads.length === 0 ? (
        <Text size="2" color="gray">
          <Trans>Instagram lists no ads for this account.</Trans>
        </Text>
      ) : null}
      {ads.map((ad) => (
        <Text as="label" size="2" key={ad.id}>
          <Flex gap="2" align="center">
            <Checkbox
              checked={media.mediaIds.includes(ad.id)}
              onCheckedChange={(checked) => pick(ad.id, checked === true)}
            />
            {ad.name || ad.id}
          </Flex>
        </Text>
      ))}
    </Flex>
  )
}

/** Where comments start the automation (posts, reels, ads, live videos) and whether replies to comments do. */
export function CommentPlaceFields({
  trigger,
  issues,
  onChange,
}: {
  trigger: CommentTrigger
  issues: readonly ValidationIssue[]
  onChange: (trigger: AutomationTrigger) => void
}) {
  const { i18n } = useLingui()
  const places = commentPlacesOf(trigger)
  const toggle = (place: CommentPlace, on: boolean) =>
    onChange({
      ...trigger,
      places: COMMENT_PLACES.filter((each) => (each === place ? on : places.includes(each))),
    })
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium" id="comment-places-label">
        <Trans>Comments on</Trans>
      </Text>
      <Flex
        direction="column"
        gap="1"
        role="group"
        aria-labelledby="comment-places-label"
        data-field-path="trigger.places"
      >
        {COMMENT_PLACES.map((place) => (
          <Text as="label" size="2" key={place}>
            <Flex gap="2" align="center">
              <Checkbox
                checked={places.includes(place)}
                onCheckedChange={(checked) => toggle(place, checked === true)}
              />
              {i18n._(PLACE_LABELS[place])}
            </Flex>
          </Text>
        ))}
        <FieldErrors id="comment-places-errors" issues={issuesAt(issues, 'trigger.places')} />
      </Flex>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox
            checked={trigger.replies !== false}
            onCheckedChange={(checked) => onChange({ ...trigger, replies: checked === true })}
          />
          <Trans>Replies under other comments start it too</Trans>
        </Flex>
      </Text>
    </Flex>
  )
}
