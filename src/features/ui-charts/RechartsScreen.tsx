import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import RechartsArea from './demos/RechartsArea'
import RechartsBar from './demos/RechartsBar'
import RechartsCandlestick from './demos/RechartsCandlestick'
import RechartsDonut from './demos/RechartsDonut'
import RechartsHeatmap from './demos/RechartsHeatmap'
import RechartsHorizontalBar from './demos/RechartsHorizontalBar'
import RechartsLine from './demos/RechartsLine'
import RechartsRadar from './demos/RechartsRadar'
import RechartsRadialBar from './demos/RechartsRadialBar'
import RechartsScatter from './demos/RechartsScatter'
import { sourceOf } from './demoSource'

/** `/charts/apex-chart` (the template's route name): the kit's charts, drawn with Recharts. */
export default function RechartsScreen() {
  return (
    <CataloguePage
      title={<Trans>Recharts</Trans>}
      intro={
        <Trans>
          The kit’s charts from @/components/charts, drawn with Recharts: theme colours, right-to-left, reduced motion,
          and every figure readable as a table.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Area</Trans>}
        description={<Trans>Volumes over time: comments received and replies sent each day.</Trans>}
        source={sourceOf('RechartsArea')}
      >
        <RechartsArea />
      </DemoCard>
      <DemoCard
        title={<Trans>Bar</Trans>}
        description={<Trans>Comparing categories: replies per automation, this week against last.</Trans>}
        source={sourceOf('RechartsBar')}
      >
        <RechartsBar />
      </DemoCard>
      <DemoCard
        title={<Trans>Scatter</Trans>}
        description={<Trans>Two measures per point: followers against engagement rate.</Trans>}
        source={sourceOf('RechartsScatter')}
      >
        <RechartsScatter />
      </DemoCard>
      <DemoCard
        title={<Trans>Line</Trans>}
        description={<Trans>A trend: a week of direct messages.</Trans>}
        source={sourceOf('RechartsLine')}
      >
        <RechartsLine />
      </DemoCard>
      <DemoCard
        title={<Trans>Horizontal bar</Trans>}
        description={<Trans>Ranking with long names: a coffee shop’s best sellers.</Trans>}
        source={sourceOf('RechartsHorizontalBar')}
      >
        <RechartsHorizontalBar />
      </DemoCard>
      <DemoCard
        title={<Trans>Candlestick</Trans>}
        description={<Trans>A price each day: open, high, low and close, from a bar with a custom shape.</Trans>}
        source={sourceOf('RechartsCandlestick')}
      >
        <RechartsCandlestick />
      </DemoCard>
      <DemoCard
        title={<Trans>Heatmap</Trans>}
        description={<Trans>When things happen: replies by weekday and hour, darker for more.</Trans>}
        source={sourceOf('RechartsHeatmap')}
      >
        <RechartsHeatmap />
      </DemoCard>
      <DemoCard
        title={<Trans>Radial bar</Trans>}
        description={<Trans>Progress towards goals, one ring each.</Trans>}
        source={sourceOf('RechartsRadialBar')}
      >
        <RechartsRadialBar />
      </DemoCard>
      <DemoCard
        title={<Trans>Radar</Trans>}
        description={<Trans>Several scores at a glance: an account against similar ones.</Trans>}
        source={sourceOf('RechartsRadar')}
      >
        <RechartsRadar />
      </DemoCard>
      <DemoCard
        title={<Trans>Donut</Trans>}
        description={<Trans>Shares of a whole: where conversations start.</Trans>}
        source={sourceOf('RechartsDonut')}
      >
        <RechartsDonut />
      </DemoCard>
    </CataloguePage>
  )
}
