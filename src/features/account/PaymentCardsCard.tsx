import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { apiErrorMessage } from '@/components/feedback'
import { Form, FormAlert, SubmitButton, useZodForm } from '@/components/form'
import { CardFields, emptyCard } from '@/components/payment'
import { notify } from '@/components/toast'
import type { CardBrand } from '@/domain/dialogs/payments'
import type { SavedCard } from '@/domain/account/settings'
import { addCard, makeCardPrimary, removeCard, useSettingsChange } from './api'
import { clientSettingsSchemas, SETTINGS_SERVER_MESSAGES } from '@/components/account-settings'

/** Brands' own names, never translated. */
const BRANDS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: '',
}

/** The cards on file: one pays (the primary); only brand, last digits, name and expiry are kept. */
export function PaymentCardsCard({ cards }: { cards: SavedCard[] }) {
  const { t } = useLingui()
  const [adding, setAdding] = useState(false)
  const primary = useSettingsChange(makeCardPrimary)
  const remove = useSettingsChange(removeCard)
  const failure = primary.error ?? remove.error
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            <Trans>Payment methods</Trans>
          </Heading>
          <Dialog.Root open={adding} onOpenChange={setAdding}>
            <Dialog.Trigger>
              <Button variant="soft">
                <Trans>Add card</Trans>
              </Button>
            </Dialog.Trigger>
            <Dialog.Content maxWidth="560px">
              <Dialog.Title>
                <Trans>Add a card</Trans>
              </Dialog.Title>
              <Dialog.Description size="2" color="gray" mb="4">
                <Trans>Only the card's brand, last four digits, name and expiry are kept.</Trans>
              </Dialog.Description>
              {adding && <AddCardForm onDone={() => setAdding(false)} />}
            </Dialog.Content>
          </Dialog.Root>
        </Flex>
        {failure && <FormAlert message={apiErrorMessage(failure)} />}
        {cards.length === 0 ? (
          <Text as="p" color="gray">
            <Trans>No card yet. Add one before choosing a paid plan.</Trans>
          </Text>
        ) : (
          <Flex direction="column" gap="3" asChild>
            <ul className="account-list">
              {cards.map((card) => {
                const brand = BRANDS[card.brand] || t`Card`
                return (
                  <li key={card.id}>
                    <Flex gap="3" align="center" justify="between" wrap="wrap">
                      <Flex direction="column">
                        <Flex gap="2" align="center">
                          <Text weight="medium">
                            <Trans>
                              {brand} ending in {card.last4}
                            </Trans>
                          </Text>
                          {card.primary && (
                            <Badge color="grass">
                              <Trans>Primary</Trans>
                            </Badge>
                          )}
                        </Flex>
                        <Text size="2" color="gray">
                          <Trans>
                            {card.cardName}, expires {card.expiry}
                          </Trans>
                        </Text>
                      </Flex>
                      <Flex gap="2">
                        {!card.primary && (
                          <Button
                            size="1"
                            variant="soft"
                            onClick={() =>
                              primary.mutate(card.id, {
                                onSuccess: () => notify.success(t`The card ending in ${card.last4} now pays.`),
                              })
                            }
                          >
                            <Trans>Make primary</Trans>
                          </Button>
                        )}
                        <ConfirmDialog
                          trigger={
                            <Button
                              size="1"
                              variant="soft"
                              color="red"
                              aria-label={t`Remove the card ending in ${card.last4}`}
                            >
                              <Trans>Remove</Trans>
                            </Button>
                          }
                          title={t`Remove this card?`}
                          description={
                            card.primary && cards.length > 1
                              ? t`The card ending in ${card.last4} pays now; the next card will pay instead.`
                              : t`The card ending in ${card.last4} will no longer be kept.`
                          }
                          cancelLabel={t`Keep it`}
                          confirmLabel={t`Remove`}
                          onConfirm={() =>
                            remove.mutate(card.id, {
                              onSuccess: () => notify.success(t`The card ending in ${card.last4} is removed.`),
                            })
                          }
                        />
                      </Flex>
                    </Flex>
                  </li>
                )
              })}
            </ul>
          </Flex>
        )}
      </Flex>
    </Card>
  )
}

function AddCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const add = useSettingsChange(addCard)
  const form = useZodForm(clientSettingsSchemas().card, { defaultValues: emptyCard })
  return (
    <Form
      form={form}
      serverMessages={SETTINGS_SERVER_MESSAGES}
      aria-label={t`Add a card`}
      onSubmit={async (values, { idempotencyKey }) => {
        await add.mutateAsync({ card: values, idempotencyKey })
        notify.success(t`Card added.`)
        onDone()
      }}
    >
      <CardFields control={form.control} />
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <SubmitButton>
          <Trans>Add card</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}
