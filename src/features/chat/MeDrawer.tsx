import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, IconButton, RadioGroup, Text, TextArea } from '@radix-ui/themes'
import { IconUserCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Drawer, DrawerClose } from '@/components/drawer'
import { apiErrorMessage } from '@/components/feedback'
import { ABOUT_MAX, AGENT_STATUSES, type AgentProfile, type AgentStatus } from '@/domain/chat/apiTypes'
import { agentProfileQuery, useUpdateAgentProfile } from './api'
import { AGENT_STATUS_COLORS, AGENT_STATUS_LABELS } from './labels'

/** One's own avatar with the inbox status; opens the drawer where status and "about" are set. */
export function MeButton() {
  const { t, i18n } = useLingui()
  const profile = useQuery(agentProfileQuery())
  const [open, setOpen] = useState(false)
  const status = profile.data?.status ?? 'online'
  return (
    <>
      <IconButton
        variant="ghost"
        radius="full"
        aria-label={t`Your inbox status: ${i18n._(AGENT_STATUS_LABELS[status])}. Change it`}
        onClick={() => setOpen(true)}
        style={{ position: 'relative' }}
      >
        {/* An icon, not initials: visible text in the button would have to be part of its name. */}
        <IconUserCircle size={26} aria-hidden />
        <span
          className="chat-status-dot"
          aria-hidden
          style={{ position: 'absolute', insetBlockEnd: 0, insetInlineEnd: 0, background: AGENT_STATUS_COLORS[status] }}
        />
      </IconButton>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={t`Your inbox profile`}
        description={t`What your team sees next to your name in the inbox.`}
      >
        {profile.data ? (
          <MeForm
            key={`${profile.data.status}|${profile.data.about}`}
            profile={profile.data}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Drawer>
    </>
  )
}

function MeForm({ profile, onDone }: { profile: AgentProfile; onDone: () => void }) {
  const { i18n } = useLingui()
  const ids = useId()
  const aboutMax = i18n.number(ABOUT_MAX)
  const update = useUpdateAgentProfile()
  const [status, setStatus] = useState<AgentStatus>(profile.status)
  const [about, setAbout] = useState(profile.about)
  const aboutLength = [...about].length
  const tooLong = aboutLength > ABOUT_MAX
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (tooLong) return
        update.mutate(
          { status, about },
          {
            // The drawer closes and the status dot on its button shows what was saved.
            onSuccess: onDone,
          },
        )
      }}
    >
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="2">
          <Text as="div" size="2" weight="bold" id={`${ids}-status`}>
            <Trans>Status</Trans>
          </Text>
          <RadioGroup.Root
            aria-labelledby={`${ids}-status`}
            value={status}
            onValueChange={(value) => setStatus(value as AgentStatus)}
          >
            {AGENT_STATUSES.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <Flex align="center" gap="2">
                  <span className="chat-status-dot" aria-hidden style={{ background: AGENT_STATUS_COLORS[option] }} />
                  {i18n._(AGENT_STATUS_LABELS[option])}
                </Flex>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="bold" htmlFor={`${ids}-about`}>
            <Trans>About</Trans>
          </Text>
          <TextArea
            id={`${ids}-about`}
            value={about}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${ids}-about-hint`}
            onChange={(event) => setAbout(event.target.value)}
          />
          <Text id={`${ids}-about-hint`} size="1" color={tooLong ? 'red' : 'gray'}>
            <Plural value={aboutLength} one={`# of ${aboutMax} characters`} other={`# of ${aboutMax} characters`} />
          </Text>
        </Flex>
        {update.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{i18n._(apiErrorMessage(update.error))}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" justify="end">
          <DrawerClose asChild>
            <Button type="button" variant="soft" color="gray">
              <Trans>Cancel</Trans>
            </Button>
          </DrawerClose>
          <Button type="submit" loading={update.isPending} disabled={tooLong}>
            <Trans>Save</Trans>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
