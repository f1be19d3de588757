import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { IconCircleCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SubmitButton } from '@/components/form'
import { useFormat } from '@/components/format'
import { LAYOUT_COUNTRIES, REPLY_LANGUAGES, TEAM_ROLES } from './layoutSchemas'

/** Pieces the form-layout and validation demos share. */

/** Save and Reset, the usual pair at the end of a form. */
export function FormActions({ onReset, saveLabel }: { onReset: () => void; saveLabel?: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap">
      <SubmitButton>{saveLabel ?? <Trans>Save</Trans>}</SubmitButton>
      <Button type="button" variant="soft" color="gray" onClick={onReset}>
        <Trans>Reset</Trans>
      </Button>
    </Flex>
  )
}

/** What the last submission saved, announced politely. */
export function SavedCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="grass" role="status">
      <Callout.Icon>
        <IconCircleCheck size={16} aria-hidden />
      </Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}

/** The countries' names in the current language. */
export function useCountryOptions() {
  const { locale } = useFormat()
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return LAYOUT_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))
}

export function useLanguageOptions() {
  const { t } = useLingui()
  const labels: Record<(typeof REPLY_LANGUAGES)[number], string> = { en: t`English`, fr: t`French`, ar: t`Arabic` }
  return REPLY_LANGUAGES.map((code) => ({ value: code, label: labels[code] }))
}

export function useRoleOptions() {
  const { t } = useLingui()
  const labels: Record<(typeof TEAM_ROLES)[number], string> = {
    admin: t`Admin: everything, billing included`,
    agent: t`Agent: answers DMs and comments`,
    analyst: t`Analyst: reads the reports`,
  }
  return TEAM_ROLES.map((role) => ({ value: role, label: labels[role] }))
}

/** Stands for the request a real form would send. */
export const pretendToSave = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms))
