import { useLingui } from '@lingui/react/macro'
import { Bubble } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

/** Last month's posts: reach (x), comments (y) and saves (the bubble's size). */
const POSTS = {
  reels: [
    { reach: 18400, comments: 212, saves: 340 },
    { reach: 26100, comments: 318, saves: 520 },
    { reach: 12900, comments: 141, saves: 190 },
  ],
  carousels: [
    { reach: 9800, comments: 164, saves: 410 },
    { reach: 7400, comments: 98, saves: 260 },
    { reach: 11200, comments: 187, saves: 480 },
  ],
  photos: [
    { reach: 5200, comments: 61, saves: 80 },
    { reach: 6900, comments: 84, saves: 120 },
  ],
}

export default function ChartJsBubble() {
  const { t } = useLingui()
  const format = useFormat()
  const series = [
    { label: t`Reels`, posts: POSTS.reels },
    { label: t`Carousels`, posts: POSTS.carousels },
    { label: t`Photos`, posts: POSTS.photos },
  ]
  return (
    <ChartJsFrame
      title={t`Posts by reach, comments and saves`}
      summary={t`Reels reach the most people; carousels get the most saves for their reach.`}
      table={{
        columns: [t`Format`, t`Reach`, t`Comments`, t`Saves`],
        rows: series.flatMap((entry) =>
          entry.posts.map((post) => [
            entry.label,
            format.number(post.reach),
            format.number(post.comments),
            format.number(post.saves),
          ]),
        ),
      }}
    >
      {(chart) => (
        <Bubble
          {...chart.canvas}
          options={chart.options<'bubble'>('cartesian', { x: t`Reach`, y: t`Comments` })}
          data={{
            datasets: series.map((entry, index) => ({
              label: entry.label,
              // The radius is in pixels: saves scaled down so the largest bubble stays readable.
              data: entry.posts.map((post) => ({ x: post.reach, y: post.comments, r: Math.sqrt(post.saves) })),
              backgroundColor: chart.color(index, 0.5),
              borderColor: chart.color(index),
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
