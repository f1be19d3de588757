import { useLingui } from '@lingui/react/macro'
import { Flex, TextArea } from '@radix-ui/themes'

/** Radix Themes' TextArea: three variants, three sizes, and whether the person may resize it. */
export default function TextareaVariants() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <TextArea variant="surface" aria-label={t`Note (surface)`} placeholder={t`Note for your team (surface)`} />
      <TextArea variant="classic" aria-label={t`Note (classic)`} placeholder={t`Note for your team (classic)`} />
      <TextArea variant="soft" aria-label={t`Note (soft)`} placeholder={t`Note for your team (soft)`} />
      <Flex gap="3" align="start" wrap="wrap">
        <TextArea size="1" aria-label={t`Small note`} placeholder={t`Size 1`} />
        <TextArea size="2" aria-label={t`Medium note`} placeholder={t`Size 2`} />
        <TextArea size="3" aria-label={t`Large note`} placeholder={t`Size 3`} />
      </Flex>
      {/* resize="vertical": the width stays the layout's, the height is the person's. */}
      <TextArea resize="vertical" aria-label={t`Resizable note`} placeholder={t`Drag the corner to make me taller`} />
    </Flex>
  )
}
