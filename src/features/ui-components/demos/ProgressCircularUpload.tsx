import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { CircularProgress } from '@/components/progress'
import { useFormat } from '@/components/format'

const SIZE_MB = 48
const STEP_MB = 2.4

/** A determinate ring fed by real progress: here a timer stands in for the upload's progress events. */
export default function ProgressCircularUpload() {
  const { t } = useLingui()
  const format = useFormat()
  const [sent, setSent] = useState(0)
  const [running, setRunning] = useState(false)
  const done = sent >= SIZE_MB
  // Running stops by itself at the end: derived, not set from an effect.
  const active = running && !done

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setSent((now) => Math.min(SIZE_MB, now + STEP_MB)), 300)
    return () => clearInterval(timer)
  }, [active])

  const sentText = format.number(sent, { maximumFractionDigits: 1 })
  const sizeText = format.number(SIZE_MB)
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <CircularProgress
        label={t`Uploading “Morning pour-over.mp4”`}
        value={sent}
        max={SIZE_MB}
        size="4"
        color={done ? 'grass' : undefined}
        showValue
      />
      <Flex direction="column" gap="2">
        <Text size="2">
          {done ? (
            <Trans>“Morning pour-over.mp4” is uploaded: the reel is ready to publish.</Trans>
          ) : (
            <Trans>
              {sentText} of {sizeText} MB sent
            </Trans>
          )}
        </Text>
        <Flex gap="2">
          <Button onClick={() => setRunning(!active)} disabled={done}>
            {active ? <Trans>Pause</Trans> : sent > 0 ? <Trans>Resume</Trans> : <Trans>Start upload</Trans>}
          </Button>
          <Button
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
    </Flex>
  )
}
