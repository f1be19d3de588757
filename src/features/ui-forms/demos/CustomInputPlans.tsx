import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Flex, RadioCards, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'

/**
 * Cards with a title, a description and a price, written by Intl in the current language. A plan
 * that cannot be chosen is disabled, still readable.
 */
export default function CustomInputPlans() {
  const { t } = useLingui()
  const format = useFormat()
  const [plan, setPlan] = useState('growth')
  const plans = [
    { value: 'starter', name: t`Starter`, description: t`1 account, 1,000 automated messages`, price: 19 },
    { value: 'growth', name: t`Growth`, description: t`3 accounts, 10,000 automated messages`, price: 49 },
    { value: 'agency', name: t`Agency`, description: t`25 accounts, unlimited messages`, price: 199, disabled: true },
  ]
  return (
    <RadioCards.Root value={plan} onValueChange={setPlan} columns="1" aria-label={t`Plan`}>
      {plans.map((option) => (
        <RadioCards.Item key={option.value} value={option.value} disabled={option.disabled}>
          <Flex justify="between" align="center" gap="3" width="100%">
            <Flex direction="column" gap="1">
              <Flex gap="2" align="center">
                <Text weight="bold">{option.name}</Text>
                {option.disabled && (
                  <Badge color="gray">
                    <Trans>Invitation only</Trans>
                  </Badge>
                )}
              </Flex>
              <Text size="2" color="gray">
                {option.description}
              </Text>
            </Flex>
            <Text weight="bold" className="forms-inputs-price">
              <Trans>{format.money(option.price, 'EUR')} / month</Trans>
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  )
}
