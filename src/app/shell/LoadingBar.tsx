import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { use } from 'react'
import { LoadingBarContext, type LoadingBarActor } from '@/runtime/loading/LoadingBarProvider'
import { selectLoadingBarVisible } from '@/machines/loadingBar'

/** The thin bar at the top of the page while a screen or its data is loading. */
export function LoadingBar() {
  const actor = use(LoadingBarContext)
  if (!actor) return null
  return <LoadingBarTrack actor={actor} />
}

function LoadingBarTrack({ actor }: { actor: LoadingBarActor }) {
  const { t } = useLingui()
  const visible = useSelector(actor, selectLoadingBarVisible)
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress)
  if (!visible) return null
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div className="loading-bar__fill" style={{ inlineSize: `${progress}%` }} />
    </div>
  )
}
