import { useLingui } from '@lingui/react/macro'
import { LoadingBarActorContext } from '@/runtime/loading/LoadingBarProvider'
import { selectLoadingBarVisible } from '@/machines/loadingBar'

/** The thin bar at the top of the page while a screen or its data is loading. */
export function LoadingBar() {
  const { t } = useLingui()
  const visible = LoadingBarActorContext.useSelector(selectLoadingBarVisible)
  const progress = LoadingBarActorContext.useSelector((snapshot) => snapshot.context.progress)
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
      <div className="loading-bar__fill" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  )
}
