import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import SnackbarPositions from './demos/SnackbarPositions'
import SnackbarPromise from './demos/SnackbarPromise'
import SnackbarQueue from './demos/SnackbarQueue'
import SnackbarTones from './demos/SnackbarTones'
import SnackbarUndo from './demos/SnackbarUndo'
import { sourceOf } from './demoSource'

/** `/components/snackbar`: toasts through the kit (`@/components/toast`) and its queue (`@/components/snackbar`). */
export default function SnackbarScreen() {
  return (
    <CataloguePage
      title={<Trans>Snackbar</Trans>}
      intro={
        <Trans>
          Brief news after an action, through sonner and the app’s single Toaster: the kit’s notify and toastUndo, and a
          queue that shows snackbars one at a time.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Tones</Trans>}
        description={<Trans>Success, information, warning and error, each with its icon.</Trans>}
        source={sourceOf('SnackbarTones')}
      >
        <SnackbarTones />
      </DemoCard>
      <DemoCard
        title={<Trans>With an action: Undo</Trans>}
        description={<Trans>Hide a comment, then undo it from the snackbar.</Trans>}
        source={sourceOf('SnackbarUndo')}
      >
        <SnackbarUndo />
      </DemoCard>
      <DemoCard
        title={<Trans>Queue</Trans>}
        description={<Trans>Several messages at once, shown one after the other.</Trans>}
        source={sourceOf('SnackbarQueue')}
      >
        <SnackbarQueue />
      </DemoCard>
      <DemoCard
        title={<Trans>Following a request</Trans>}
        description={<Trans>Loading, then success or error, from one promise.</Trans>}
        source={sourceOf('SnackbarPromise')}
      >
        <SnackbarPromise />
      </DemoCard>
      <DemoCard
        title={<Trans>Positions</Trans>}
        description={
          <Trans>
            One toast placed elsewhere, through the same Toaster. Keep the default unless the place matters.
          </Trans>
        }
        source={sourceOf('SnackbarPositions')}
      >
        <SnackbarPositions />
      </DemoCard>
    </CataloguePage>
  )
}
