import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import AvatarGroup from './demos/AvatarGroup'
import AvatarPicture from './demos/AvatarPicture'
import AvatarSizes from './demos/AvatarSizes'
import AvatarStatus from './demos/AvatarStatus'
import AvatarVariants from './demos/AvatarVariants'
import { sourceOf } from './demoSource'

/** `/components/avatar`: the kit's UserAvatar and Radix Themes' Avatar. */
export default function AvatarScreen() {
  return (
    <CataloguePage
      title={<Trans>Avatar</Trans>}
      intro={
        <Trans>
          A person or an account: UserAvatar from @/components/avatar picks the initials and a colour of their own;
          Radix Themes’ Avatar for anything else.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Sizes</Trans>}
        description={<Trans>From a table row to a profile header.</Trans>}
        source={sourceOf('AvatarSizes')}
      >
        <AvatarSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>Variants and colours</Trans>}
        description={<Trans>Soft or solid, round or square.</Trans>}
        source={sourceOf('AvatarVariants')}
      >
        <AvatarVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Picture and initials</Trans>}
        description={<Trans>The initials show while the picture loads and when it fails.</Trans>}
        source={sourceOf('AvatarPicture')}
      >
        <AvatarPicture />
      </DemoCard>
      <DemoCard
        title={<Trans>Group</Trans>}
        description={<Trans>A few faces and a count for the rest, named in full for screen readers.</Trans>}
        source={sourceOf('AvatarGroup')}
      >
        <AvatarGroup />
      </DemoCard>
      <DemoCard
        title={<Trans>Status</Trans>}
        description={<Trans>A presence dot, always with the word beside it.</Trans>}
        source={sourceOf('AvatarStatus')}
      >
        <AvatarStatus />
      </DemoCard>
    </CataloguePage>
  )
}
