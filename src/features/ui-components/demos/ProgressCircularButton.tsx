import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { CircularProgress } from '@/components/progress'

/**
 * A button busy with its own request: disabled so it is not pressed twice, the ring at its start, and
 * the words changed. The ring hides from assistive technology; the button's new name says it all.
 */
export default function ProgressCircularButton() {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'publishing' | 'published'>('idle')
  useEffect(() => {
    if (state !== 'publishing') return
    const timer = setTimeout(() => setState('published'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button disabled={state === 'publishing'} onClick={() => setState('publishing')}>
        {state === 'publishing' ? (
          <>
            <span aria-hidden="true" className="cb-inline-ring">
              <CircularProgress label={t`Publishing`} size="1" />
            </span>
            <Trans>Publishing…</Trans>
          </>
        ) : (
          <Trans>Publish automation</Trans>
        )}
      </Button>
      <Text size="2" color="gray" aria-live="polite">
        {state === 'published' && <Trans>“Price in DM” is live.</Trans>}
      </Text>
    </Flex>
  )
}
