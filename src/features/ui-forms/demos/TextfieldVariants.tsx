import { useLingui } from '@lingui/react/macro'
import { Flex, TextField } from '@radix-ui/themes'

/** Radix Themes' TextField: three variants, three sizes, a colour for the focus ring and soft fill. */
export default function TextfieldVariants() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      <TextField.Root variant="surface" aria-label={t`Automation name (surface)`} placeholder={t`Surface`} />
      <TextField.Root variant="classic" aria-label={t`Automation name (classic)`} placeholder={t`Classic`} />
      <TextField.Root variant="soft" aria-label={t`Automation name (soft)`} placeholder={t`Soft`} />
      <Flex gap="3" align="center" wrap="wrap">
        <TextField.Root size="1" aria-label={t`Small field`} placeholder={t`Size 1`} />
        <TextField.Root size="2" aria-label={t`Medium field`} placeholder={t`Size 2`} />
        <TextField.Root size="3" aria-label={t`Large field`} placeholder={t`Size 3`} />
      </Flex>
      <Flex gap="3" wrap="wrap">
        <TextField.Root variant="soft" color="blue" aria-label={t`Blue field`} defaultValue={t`Blue`} />
        <TextField.Root variant="soft" color="amber" aria-label={t`Amber field`} defaultValue={t`Amber`} />
        <TextField.Root variant="soft" color="crimson" aria-label={t`Crimson field`} defaultValue={t`Crimson`} />
      </Flex>
    </Flex>
  )
}
