import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import RatingBasic from './demos/RatingBasic'
import RatingClearable from './demos/RatingClearable'
import RatingCount from './demos/RatingCount'
import RatingDisabled from './demos/RatingDisabled'
import RatingForm from './demos/RatingForm'
import RatingReadOnly from './demos/RatingReadOnly'
import RatingSizes from './demos/RatingSizes'
import { sourceOf } from './demoSource'

/** `/forms/rating`: the kit's own Rating (Radix Themes has none), stars in the warning colour. */
export default function RatingScreen() {
  return (
    <CataloguePage
      title={<Trans>Rating</Trans>}
      intro={
        <Trans>
          Stars to give or show a score, in the warning colour: Rating, RatingDisplay and RatingField from
          @/components/rating. A radio group: the arrow keys change the score, Home and End go to its ends.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>The pointer previews a score and what it means; a click or the keyboard chooses it.</Trans>}
        source={sourceOf('RatingBasic')}
      >
        <RatingBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Read only</Trans>}
        description={<Trans>An average with half stars, read as one image: “4.5 out of 5”.</Trans>}
        source={sourceOf('RatingReadOnly')}
      >
        <RatingReadOnly />
      </DemoCard>
      <DemoCard
        title={<Trans>Sizes</Trans>}
        description={<Trans>Small in a table row, medium in a form, large when the score is the question.</Trans>}
        source={sourceOf('RatingSizes')}
      >
        <RatingSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>Ten stars</Trans>}
        description={<Trans>Any number of stars, named “8 stars of 10”.</Trans>}
        source={sourceOf('RatingCount')}
      >
        <RatingCount />
      </DemoCard>
      <DemoCard
        title={<Trans>Clearable</Trans>}
        description={<Trans>An optional score: choose the same star again, or press Delete, to take it back.</Trans>}
        source={sourceOf('RatingClearable')}
      >
        <RatingClearable />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>Shown but not changeable.</Trans>}
        source={sourceOf('RatingDisabled')}
      >
        <RatingDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form</Trans>}
        description={
          <Trans>A required score checked by zod: sending without one says why and focuses the stars.</Trans>
        }
        source={sourceOf('RatingForm')}
      >
        <RatingForm />
      </DemoCard>
    </CataloguePage>
  )
}
