import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CheckboxCards, Flex, Text } from '@radix-ui/themes'
import { IconLanguage, IconShoppingBag, IconUsersGroup, IconWebhook } from '@tabler/icons-react'
import { useState } from 'react'
import { useFormat } from '@/components/format'

const PRICES = { shop: 9, webhooks: 5, team: 12, translate: 15 }

/** Radix Themes' CheckboxCards: any number of cards, each with an icon, a description and its price. */
export default function CustomInputCheckboxCards() {
  const { t } = useLingui()
  const format = useFormat()
  const [addOns, setAddOns] = useState<string[]>(['shop'])
  const total = addOns.reduce((sum, addOn) => sum + PRICES[addOn as keyof typeof PRICES], 0)
  const options = [
    { value: 'shop', icon: IconShoppingBag, name: t`Shop sync`, description: t`Products and orders in replies` },
    { value: 'webhooks', icon: IconWebhook, name: t`Webhooks`, description: t`Every event sent to your server` },
    { value: 'team', icon: IconUsersGroup, name: t`Team inbox`, description: t`Assign conversations to teammates` },
    // Not sold yet: shown, not selectable.
    { value: 'translate', icon: IconLanguage, name: t`Translation`, description: t`Coming in spring`, disabled: true },
  ]
  return (
    <Flex direction="column" gap="3">
      <CheckboxCards.Root
        value={addOns}
        onValueChange={setAddOns}
        columns={{ initial: '1', sm: '2' }}
        aria-label={t`Add-ons`}
      >
        {options.map(({ value, icon: Icon, name, description, disabled }) => (
          <CheckboxCards.Item key={value} value={value} disabled={disabled}>
            <Flex gap="3" align="start">
              <Icon size={24} stroke={1.5} aria-hidden="true" />
              <Flex direction="column" gap="1">
                <Text weight="bold">{name}</Text>
                <Text size="2" color="gray">
                  {description}
                </Text>
                <Text size="2">
                  <Trans>{format.money(PRICES[value as keyof typeof PRICES], 'EUR')} / month</Trans>
                </Text>
              </Flex>
            </Flex>
          </CheckboxCards.Item>
        ))}
      </CheckboxCards.Root>
      <Text size="2" color="gray" aria-live="polite">
        {t`${plural(addOns.length, { 0: 'No add-on.', one: '# add-on', other: '# add-ons' })}`}
        {addOns.length > 0 && (
          <>
            {' · '}
            <Trans>{format.money(total, 'EUR')} / month</Trans>
          </>
        )}
      </Text>
    </Flex>
  )
}
