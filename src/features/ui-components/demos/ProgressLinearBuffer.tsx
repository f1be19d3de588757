import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Progress, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { useFormat } from '@/components/format'

/**
 * Radix has no buffer bar, so two bars share one place: the grey one below is what has loaded, the
 * coloured one above (its track made transparent) is what has played. Each keeps its own name.
 */
export default function ProgressLinearBuffer() {
  const { t } = useLingui()
  const format = useFormat()
  const [played, setPlayed] = useState(0)
  const [playing, setPlaying] = useState(false)
  // Loading runs ahead of playing, as a video's download does.
  const loaded = Math.min(100, played + 30)
  const playedText = format.percent(played / 100)
  const loadedText = format.percent(loaded / 100)

  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => setPlayed((now) => (now >= 100 ? 0 : now + 2)), 200)
    return () => clearInterval(timer)
  }, [playing])

  return (
    <Flex direction="column" gap="3">
      <div className="cb-progress-buffer">
        <Progress value={loaded} color="gray" variant="soft" aria-label={t`Reel preview loaded`} />
        <Progress value={played} className="cb-progress-buffer__played" aria-label={t`Reel preview played`} />
      </div>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          <Trans>
            Played {playedText}, loaded {loadedText}
          </Trans>
        </Text>
        <Button size="1" variant="soft" onClick={() => setPlaying(!playing)}>
          {playing ? <Trans>Pause preview</Trans> : <Trans>Play preview</Trans>}
        </Button>
      </Flex>
    </Flex>
  )
}
