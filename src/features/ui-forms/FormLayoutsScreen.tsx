import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import LayoutCollapsible from './demos/LayoutCollapsible'
import LayoutHorizontal from './demos/LayoutHorizontal'
import LayoutHorizontalIcons from './demos/LayoutHorizontalIcons'
import LayoutMultiColumn from './demos/LayoutMultiColumn'
import LayoutStickyActions from './demos/LayoutStickyActions'
import LayoutTabs from './demos/LayoutTabs'
import LayoutVertical from './demos/LayoutVertical'
import LayoutVerticalIcons from './demos/LayoutVerticalIcons'
import { sourceOf } from './demoSource'
import './forms-layouts.css'

/** `/forms/form-layouts`: the eight ways to lay out a form, each a working form on the kit's fields. */
export default function FormLayoutsScreen() {
  return (
    <CataloguePage
      title={<Trans>Form layouts</Trans>}
      intro={
        <Trans>
          Eight ways to arrange the kit’s form fields (@/components/form), each a working form: a zod schema, errors in
          the current language, Save and Reset.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>Labels above the fields, one column: the default, and the easiest to scan.</Trans>}
        source={sourceOf('LayoutVertical')}
      >
        <LayoutVertical />
      </DemoCard>
      <DemoCard
        title={<Trans>Horizontal</Trans>}
        description={<Trans>Labels beside the fields when the form is wide, above them when it is narrow.</Trans>}
        source={sourceOf('LayoutHorizontal')}
      >
        <LayoutHorizontal />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical with icons</Trans>}
        description={<Trans>An icon in the text field’s leading slot; the label still names the field.</Trans>}
        source={sourceOf('LayoutVerticalIcons')}
      >
        <LayoutVerticalIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>Horizontal with icons</Trans>}
        description={<Trans>Labels beside the fields and icons inside them.</Trans>}
        source={sourceOf('LayoutHorizontalIcons')}
      >
        <LayoutHorizontalIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>Multi-column</Trans>}
        description={<Trans>Two columns once the form has room, one on a phone.</Trans>}
        source={sourceOf('LayoutMultiColumn')}
      >
        <LayoutMultiColumn />
      </DemoCard>
      <DemoCard
        title={<Trans>Sticky actions</Trans>}
        description={<Trans>A long form whose Save and Cancel stay in view while it scrolls.</Trans>}
        source={sourceOf('LayoutStickyActions')}
      >
        <LayoutStickyActions />
      </DemoCard>
      <DemoCard
        title={<Trans>Form with tabs</Trans>}
        description={<Trans>One form over three tabs; a failed Save opens the tab of the first error.</Trans>}
        source={sourceOf('LayoutTabs')}
      >
        <LayoutTabs />
      </DemoCard>
      <DemoCard
        title={<Trans>Collapsible sections</Trans>}
        description={<Trans>Sections that open and close; a failed order opens those with errors.</Trans>}
        source={sourceOf('LayoutCollapsible')}
      >
        <LayoutCollapsible />
      </DemoCard>
    </CataloguePage>
  )
}
