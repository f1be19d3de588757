import { useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { FLOW_LIMITS, type CarouselCard } from '@/domain/automations/flow/model'
import { useCharacterCount } from '../fields'
import { moved, newId, replaced } from '../graphEdit'
import type { FlowEditorProblem } from '../types'
import { ButtonsFields } from './ButtonsFields'
import { ListItemActions } from './ListItemActions'
import { TextInput } from './TextInput'

interface CarouselFieldsProps {
  cards: CarouselCard[]
  onChange: (cards: CarouselCard[], group?: string) => void
  problemsAt: (path: string) => FlowEditorProblem[]
  path: string
}

/** A carousel's cards, up to ten, each with a title, a line under it, an image and buttons. */
export function CarouselFields({ cards, onChange, problemsAt, path }: CarouselFieldsProps) {
  const { t } = useLingui()
  const characters = useCharacterCount()
  return (
    <Flex direction="column" gap="2">
      {cards.map((card, index) => {
        const name = t`Card ${index + 1}`
        const at = `${path}.${index}`
        const set = (next: CarouselCard, group?: string) => onChange(replaced(cards, index, next), group)
        return (
          <Card key={card.id} variant="surface">
            <Flex direction="column" gap="2">
              <Flex justify="between" align="center">
                <Text size="2" weight="bold">
                  {name}
                </Text>
                <ListItemActions
                  name={name}
                  index={index}
                  count={cards.length}
                  removable={cards.length > 1}
                  onMove={(delta) => onChange(moved(cards, index, delta))}
                  onRemove={() => onChange(cards.filter((_, kept) => kept !== index))}
                />
              </Flex>
              <TextInput
                label={t`${name}: title`}
                value={card.title}
                hint={characters(card.title, FLOW_LIMITS.cardTitleMaxChars)}
                problems={problemsAt(`${at}.title`)}
                onChange={(title) => set({ ...card, title }, `${at}.title`)}
              />
              <TextInput
                label={t`${name}: line under the title`}
                value={card.subtitle}
                hint={characters(card.subtitle, FLOW_LIMITS.cardSubtitleMaxChars)}
                problems={problemsAt(`${at}.subtitle`)}
                onChange={(subtitle) => set({ ...card, subtitle }, `${at}.subtitle`)}
              />
              <TextInput
                type="url"
                label={t`${name}: image link`}
                value={card.imageUrl}
                problems={problemsAt(`${at}.imageUrl`)}
                onChange={(imageUrl) => set({ ...card, imageUrl }, `${at}.imageUrl`)}
              />
              <ButtonsFields
                owner={name}
                buttons={card.buttons}
                path={`${at}.buttons`}
                problemsAt={problemsAt}
                onChange={(buttons, group) => set({ ...card, buttons }, group)}
              />
            </Flex>
          </Card>
        )
      })}
      {cards.length < FLOW_LIMITS.cardsMax ? (
        <div>
          <Button type="button" variant="soft" size="1" onClick={() => onChange([...cards, emptyCard()])}>
            {t`Add a card`}
          </Button>
        </div>
      ) : null}
    </Flex>
  )
}

export const emptyCard = (): CarouselCard => ({ id: newId('card'), title: '', subtitle: '', imageUrl: '', buttons: [] })
