import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Progress, Text } from '@radix-ui/themes'
import { useEffect, useId, useState } from 'react'
import { useFormat } from '@/components/format'

const CONTACTS = 240

/** A visible label tied to the bar (`aria-labelledby`) and the percentage in the current language. */
export default function ProgressLinearTimer() {
  const format = useFormat()
  const { t } = useLingui()
  const labelId = useId()
  const [sent, setSent] = useState(0)
  const [running, setRunning] = useState(false)
  const done = sent >= CONTACTS
  // Running stops by itself at the end: derived, not set from an effect.
  const active = running && !done

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setSent((now) => Math.min(CONTACTS, now + 12)), 250)
    return () => clearInterval(timer)
  }, [active])

  const percent = format.percent(sent / CONTACTS)
  const sentText = format.number(sent)
  const total = format.number(CONTACTS)
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" gap="3">
        <Text id={labelId} size="2" weight="medium">
          <Trans>Sending the restock DM to {total} customers</Trans>
        </Text>
        <Text size="2" color="gray">
          {percent}
        </Text>
      </Flex>
      <Progress
        value={sent}
        max={CONTACTS}
        color={done ? 'grass' : undefined}
        aria-labelledby={labelId}
        aria-valuetext={t`${percent}, ${sentText} of ${total} sent`}
      />
      <Flex gap="2" mt="1">
        <Button size="1" disabled={done} onClick={() => setRunning(!active)}>
          {active ? <Trans>Pause</Trans> : sent > 0 ? <Trans>Resume</Trans> : <Trans>Start sending</Trans>}
        </Button>
        <Button
          size="1"
          variant="soft"
          color="gray"
          disabled={sent === 0}
          onClick={() => {
            setRunning(false)
            setSent(0)
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}
