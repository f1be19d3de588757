import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, IconButton, Separator, Switch, Text } from '@radix-ui/themes'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { LOCALES, isLocale } from '@/i18n/locales'
import { BAR_TYPES, CONTENT_WIDTHS, NAVIGATIONS, SKINS, THEMES } from '@/lib/preferences/schema'
import { Icon } from '@/components/icons'
import { usePreferenceLabels, useThemeLabels } from '../labels'
import { ChoiceGroup } from './ChoiceGroup'
import { PrimaryColorPicker } from './PrimaryColorPicker'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section>
        <Text as="p" size="1" weight="bold" color="gray" className="customizer__section-title">
          {title}
        </Text>
        {children}
      </section>
    </Flex>
  )
}

function Toggle({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange(value: boolean): void }) {
  const id = useId()
  return (
    <Flex justify="between" align="center" gap="3">
      <Text as="label" htmlFor={id} size="2">
        {label}
      </Text>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </Flex>
  )
}

/**
 * The theme customizer: a sheet at the inline end that edits every preference live. It is opened
 * from buttons that may themselves disappear (hiding the navbar), so it is controlled by the
 * layout and hands focus back to whatever opened it.
 */
export function Customizer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  const { t } = useLingui()
  const { preferences, setPreference, resetPreferences } = usePreferences()
  const themeLabels = useThemeLabels()
  const { skins, widths, navigations, barTypes } = usePreferenceLabels()
  const languageLabels = Object.fromEntries(LOCALES.map((entry) => [entry.i18nLang, entry.label]))

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="customizer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault()
            opener.current.focus()
          }
        }}
      >
        <Flex justify="between" align="start" gap="3" mb="4">
          <div>
            <Dialog.Title mb="1">
              <Trans>Theme customizer</Trans>
            </Dialog.Title>
            <Text as="p" size="2" color="gray">
              <Trans>Customize and preview in real time</Trans>
            </Text>
          </div>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t`Close customizer`}>
              <Icon name="close" />
            </IconButton>
          </Dialog.Close>
        </Flex>

        <Flex direction="column" gap="5">
          <Section title={<Trans>Theming</Trans>}>
            <PrimaryColorPicker />
            <ChoiceGroup
              label={t`Theme`}
              value={preferences.theme}
              options={THEMES}
              labels={themeLabels}
              onChange={(theme) => setPreference('theme', theme)}
            />
            <ChoiceGroup
              label={t`Skin`}
              value={preferences.skin}
              options={SKINS}
              labels={skins}
              onChange={(skin) => setPreference('skin', skin)}
            />
          </Section>
          <Separator size="4" />
          <Section title={<Trans>Layout</Trans>}>
            <ChoiceGroup
              label={t`Navigation`}
              value={preferences.navigation}
              options={NAVIGATIONS}
              labels={navigations}
              onChange={(navigation) => setPreference('navigation', navigation)}
            />
            <Toggle
              label={<Trans>Collapsed vertical navigation</Trans>}
              checked={preferences.verticalNavCollapsed}
              onChange={(collapsed) => setPreference('verticalNavCollapsed', collapsed)}
            />
            <ChoiceGroup
              label={t`Content width`}
              value={preferences.contentWidth}
              options={CONTENT_WIDTHS}
              labels={widths}
              onChange={(contentWidth) => setPreference('contentWidth', contentWidth)}
            />
            <ChoiceGroup
              label={t`Navbar type`}
              value={preferences.navbarType}
              options={BAR_TYPES}
              labels={barTypes}
              onChange={(navbarType) => setPreference('navbarType', navbarType)}
            />
            <Toggle
              label={<Trans>Navbar blur</Trans>}
              checked={preferences.navbarBlur}
              onChange={(enabled) => setPreference('navbarBlur', enabled)}
            />
            <ChoiceGroup
              label={t`Footer type`}
              value={preferences.footerType}
              options={BAR_TYPES}
              labels={barTypes}
              onChange={(footerType) => setPreference('footerType', footerType)}
            />
            <ChoiceGroup
              label={t`Language`}
              value={preferences.language}
              options={LOCALES.map((entry) => entry.i18nLang)}
              labels={languageLabels}
              onChange={(language) => {
                if (isLocale(language)) setPreference('language', language)
              }}
            />
          </Section>
          <Separator size="4" />
          <Button variant="soft" color="gray" onClick={resetPreferences}>
            <Trans>Reset to defaults</Trans>
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
