import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/domain/account/settings'
import { clientSettingsSchemas, SETTINGS_SERVER_MESSAGES } from './settingsMessages'

/** Networks' own names, never translated. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
}

export type Socials = Partial<Record<SocialNetwork, string>>

/**
 * A handle per network, checked as the backend checks it (a refused one is said in words). Used
 * for one's own profiles and, by an admin, for a directory person's.
 */
export function SocialProfilesForm({
  saved,
  onSave,
  intro,
}: {
  saved: Socials
  /** Saves the handles (empty networks left out); a refusal's field reasons reach the form. */
  onSave: (socials: Socials) => Promise<unknown>
  intro: ReactNode
}) {
  const { t } = useLingui()
  const form = useZodForm(z.object({ socials: clientSettingsSchemas().connections.shape.socials }), {
    defaultValues: {
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, saved[network] ?? ''])),
    },
  })
  return (
    <Card size="3">
      <Form
        form={form}
        serverMessages={SETTINGS_SERVER_MESSAGES}
        aria-label={t`Social profiles`}
        onSubmit={(values) => onSave(values.socials)}
      >
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <Trans>Social profiles</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            {intro}
          </Text>
        </Flex>
        {SOCIAL_NETWORKS.map((network) => (
          <InputField
            key={network}
            control={form.control}
            name={`socials.${network}`}
            label={NETWORK_NAMES[network]}
            placeholder="@handle"
            // A handle reads left to right in every language (its @ first, in Arabic too).
            dir="ltr"
            autoComplete="off"
          />
        ))}
        <Flex justify="end">
          <SubmitButton>
            <Trans>Save profiles</Trans>
          </SubmitButton>
        </Flex>
      </Form>
    </Card>
  )
}
