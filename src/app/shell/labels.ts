import { useLingui } from '@lingui/react/macro'
import type { BarType, ContentWidth, Navigation, Skin, Theme } from '@/lib/preferences/schema'

/** Translated names of the preference values, shared by the switchers and the customizer. */
export function useThemeLabels(): Record<Theme, string> {
  const { t } = useLingui()
  return { light: t`Light`, dark: t`Dark`, system: t`System` }
}

export function usePreferenceLabels() {
  const { t } = useLingui()
  const skins: Record<Skin, string> = { default: t`Default`, bordered: t`Bordered` }
  const widths: Record<ContentWidth, string> = { boxed: t`Boxed`, fluid: t`Fluid` }
  const navigations: Record<Navigation, string> = { horizontal: t`Horizontal`, vertical: t`Vertical` }
  const barTypes: Record<BarType, string> = { sticky: t`Sticky`, static: t`Static`, hidden: t`Hidden` }
  const colors: Record<string, string> = {
    green: t`Green`,
    blue: t`Blue`,
    purple: t`Purple`,
    orange: t`Orange`,
    teal: t`Teal`,
  }
  return { skins, widths, navigations, barTypes, colors }
}
