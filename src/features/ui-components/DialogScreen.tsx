import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import DialogBasic from './demos/DialogBasic'
import DialogConfirm from './demos/DialogConfirm'
import DialogForm from './demos/DialogForm'
import DialogFullscreen from './demos/DialogFullscreen'
import DialogPersistent from './demos/DialogPersistent'
import DialogScrolling from './demos/DialogScrolling'
import { sourceOf } from './demoSource'

/** `/components/dialog`: Radix Themes' Dialog and AlertDialog, and the kit's ConfirmDialog. */
export default function DialogScreen() {
  return (
    <CataloguePage
      title={<Trans>Dialog</Trans>}
      intro={
        <Trans>
          A window over the page for one task: Radix Themes’ Dialog; ConfirmDialog from @/components/ConfirmDialog to
          ask before what cannot be undone.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>A title, a description and its buttons; focus returns to the trigger.</Trans>}
        source={sourceOf('DialogBasic')}
      >
        <DialogBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>With a form</Trans>}
        description={<Trans>Validated with the kit’s form pieces; it closes once saved.</Trans>}
        source={sourceOf('DialogForm')}
      >
        <DialogForm />
      </DemoCard>
      <DemoCard
        title={<Trans>Scrolling content</Trans>}
        description={<Trans>The list scrolls; the title and buttons stay in view.</Trans>}
        source={sourceOf('DialogScrolling')}
      >
        <DialogScrolling />
      </DemoCard>
      <DemoCard
        title={<Trans>Full screen on phones</Trans>}
        description={<Trans>Under 520 px the dialog takes the whole screen.</Trans>}
        source={sourceOf('DialogFullscreen')}
      >
        <DialogFullscreen />
      </DemoCard>
      <DemoCard
        title={<Trans>Confirm before deleting</Trans>}
        description={<Trans>A confirmation opened from inside another dialog.</Trans>}
        source={sourceOf('DialogConfirm')}
      >
        <DialogConfirm />
      </DemoCard>
      <DemoCard
        title={<Trans>Persistent</Trans>}
        description={<Trans>A click outside does not close it; Escape still does.</Trans>}
        source={sourceOf('DialogPersistent')}
      >
        <DialogPersistent />
      </DemoCard>
    </CataloguePage>
  )
}
