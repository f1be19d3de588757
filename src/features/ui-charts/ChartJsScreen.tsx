import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ChartJsBar from './demos/ChartJsBar'
import ChartJsBubble from './demos/ChartJsBubble'
import ChartJsHorizontalBar from './demos/ChartJsHorizontalBar'
import ChartJsLine from './demos/ChartJsLine'
import ChartJsLineArea from './demos/ChartJsLineArea'
import ChartJsPolarArea from './demos/ChartJsPolarArea'
import ChartJsRadar from './demos/ChartJsRadar'
import ChartJsScatter from './demos/ChartJsScatter'
import { sourceOf } from './demoSource'

/** `/charts/chartjs`: Chart.js through react-chartjs-2, with only the parts in use registered (chartjsSetup.ts). */
export default function ChartJsScreen() {
  return (
    <CataloguePage
      title={<Trans>Chart.js</Trans>}
      intro={
        <Trans>
          Canvas charts through react-chartjs-2, for when a screen needs Chart.js: recoloured when the theme changes,
          mirrored in right-to-left, and readable as a table. For the product’s own screens, prefer the kit’s charts.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Line</Trans>}
        description={<Trans>Two trends over six months.</Trans>}
        source={sourceOf('ChartJsLine')}
      >
        <ChartJsLine />
      </DemoCard>
      <DemoCard
        title={<Trans>Radar</Trans>}
        description={<Trans>The same measure on each channel, for two groups.</Trans>}
        source={sourceOf('ChartJsRadar')}
      >
        <ChartJsRadar />
      </DemoCard>
      <DemoCard
        title={<Trans>Polar area</Trans>}
        description={<Trans>Shares shown by radius: what customers ask about.</Trans>}
        source={sourceOf('ChartJsPolarArea')}
      >
        <ChartJsPolarArea />
      </DemoCard>
      <DemoCard
        title={<Trans>Bubble</Trans>}
        description={<Trans>Three measures per point: reach, comments and saves of each post.</Trans>}
        source={sourceOf('ChartJsBubble')}
      >
        <ChartJsBubble />
      </DemoCard>
      <DemoCard
        title={<Trans>Scatter</Trans>}
        description={<Trans>A relation between two measures: reply time and order amount.</Trans>}
        source={sourceOf('ChartJsScatter')}
      >
        <ChartJsScatter />
      </DemoCard>
      <DemoCard
        title={<Trans>Line with area</Trans>}
        description={<Trans>Volumes over a week, the area under each line filled.</Trans>}
        source={sourceOf('ChartJsLineArea')}
      >
        <ChartJsLineArea />
      </DemoCard>
      <DemoCard
        title={<Trans>Bar</Trans>}
        description={<Trans>Two measures side by side each week.</Trans>}
        source={sourceOf('ChartJsBar')}
      >
        <ChartJsBar />
      </DemoCard>
      <DemoCard
        title={<Trans>Horizontal bar</Trans>}
        description={<Trans>A ranking: the comment keywords that trigger replies.</Trans>}
        source={sourceOf('ChartJsHorizontalBar')}
      >
        <ChartJsHorizontalBar />
      </DemoCard>
    </CataloguePage>
  )
}
