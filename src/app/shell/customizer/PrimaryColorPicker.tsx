import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { PRIMARY_COLOR_PRESETS } from '@/lib/preferences/schema'
import { usePreferenceLabels } from '../labels'

/**
 * Presets set the pair of shades (light and dark themes); the custom picker edits the colour of
 * the theme being shown, as the user sees the result immediately.
 */
export function PrimaryColorPicker() {
  const { t } = useLingui()
  const { preferences, appearance, setPreference } = usePreferences()
  const { colors } = usePreferenceLabels()
  const labelId = useId()
  const current = appearance === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight
  const selectedPreset = PRIMARY_COLOR_PRESETS.find((preset) => preset[appearance] === current)
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} size="2" weight="medium">
        {t`Primary colour`}
      </Text>
      <Flex gap="2" wrap="wrap" align="center" role="radiogroup" aria-labelledby={labelId}>
        {PRIMARY_COLOR_PRESETS.map((preset) => (
          <button
            key={preset.name}
            type="button"
            role="radio"
            aria-checked={preset === selectedPreset}
            aria-label={colors[preset.name] ?? preset.name}
            className="color-swatch"
            style={{ backgroundColor: preset[appearance] }}
            onClick={() => {
              setPreference('primaryColorLight', preset.light)
              setPreference('primaryColorDark', preset.dark)
            }}
          />
        ))}
        <label className="color-swatch color-swatch--custom" data-checked={selectedPreset === undefined}>
          <span className="visually-hidden">{t`Custom colour`}</span>
          <input
            type="color"
            value={current.toLowerCase()}
            onChange={(event) =>
              setPreference(appearance === 'dark' ? 'primaryColorDark' : 'primaryColorLight', event.target.value)
            }
          />
        </label>
      </Flex>
    </Flex>
  )
}
