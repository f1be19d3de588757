import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import TimelineAvatars from './demos/TimelineAvatars'
import TimelineBasic from './demos/TimelineBasic'
import TimelineEmpty from './demos/TimelineEmpty'
import TimelineIcons from './demos/TimelineIcons'
import TimelineLoading from './demos/TimelineLoading'
import TimelineOutlined from './demos/TimelineOutlined'
import { sourceOf } from './demoSource'

/** `/components/timeline`: the kit's Timeline (`@/components/timeline`). */
export default function TimelineScreen() {
  return (
    <CataloguePage
      title={<Trans>Timeline</Trans>}
      intro={
        <Trans>
          Events in order along a line at the inline start: an automation’s run, a conversation’s history. Our own
          piece, in @/components/timeline.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>An automation’s run: the comment, the rule it matched, the reply.</Trans>}
        source={sourceOf('TimelineBasic')}
      >
        <TimelineBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>With icons</Trans>}
        description={<Trans>The kind of step at a glance, coloured by its tone.</Trans>}
        source={sourceOf('TimelineIcons')}
      >
        <TimelineIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>With avatars</Trans>}
        description={<Trans>Who did each thing in a conversation.</Trans>}
        source={sourceOf('TimelineAvatars')}
      >
        <TimelineAvatars />
      </DemoCard>
      <DemoCard
        title={<Trans>Outlined</Trans>}
        description={<Trans>Rings instead of dots, for a quieter history.</Trans>}
        source={sourceOf('TimelineOutlined')}
      >
        <TimelineOutlined />
      </DemoCard>
      <DemoCard
        title={<Trans>Loading</Trans>}
        description={<Trans>The same shape in grey while the events load.</Trans>}
        source={sourceOf('TimelineLoading')}
      >
        <TimelineLoading />
      </DemoCard>
      <DemoCard
        title={<Trans>Empty</Trans>}
        description={<Trans>Nothing has happened yet: say so, and offer the first step.</Trans>}
        source={sourceOf('TimelineEmpty')}
      >
        <TimelineEmpty />
      </DemoCard>
    </CataloguePage>
  )
}
