import { Trans } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Text } from '@radix-ui/themes'
import { IconBrandInstagram, IconBolt, IconMessageCircle, IconSparkles } from '@tabler/icons-react'
import { useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useFormat } from '@/components/format'
import { browserStore } from '@/lib/storage'
import { readTourChoice, screenTour, writeTourChoice, type TourChoice } from '../tour/tourSteps'
import { useTour } from '../tour/useTour'

const TOUR_ID = 'ui-extensions-screen'

/**
 * A tour of a screen's own cards, offered until the person takes it or says "don't show again".
 * The choice is kept in localStorage (src/lib/storage.ts): a corrupt value reads as "no choice yet".
 */
export default function ScreenTour() {
  const format = useFormat()
  const scope = useId()
  const steps = useMemo(() => screenTour(scope), [scope])
  const store = useMemo(() => browserStore(), [])
  const [choice, setChoice] = useState<TourChoice | null>(() => readTourChoice(store, TOUR_ID))
  const action = useRef<HTMLButtonElement>(null)

  const remember = (next: TourChoice | null) => {
    writeTourChoice(store, TOUR_ID, next)
    setChoice(next)
    // The button pressed is replaced: focus goes to the one that takes its place.
    requestAnimationFrame(() => action.current?.focus())
  }
  // Only a tour seen to its end counts as taken; closed early, it is offered again.
  const tour = useTour(steps, (end) => end === 'completed' && remember('completed'))
  const start = (event: MouseEvent<HTMLButtonElement>) => void tour.start(event.currentTarget)

  return (
    <Flex direction="column" gap="3">
      {choice === null ? (
        <Callout.Root color="blue">
          <Callout.Icon>
            <IconSparkles size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            <Trans>New on this screen? A three-step tour shows where things are.</Trans>
          </Callout.Text>
          <Flex gap="2" wrap="wrap">
            <Button size="1" onClick={start} ref={action}>
              <Trans>Take the tour</Trans>
            </Button>
            <Button size="1" variant="soft" color="gray" onClick={() => remember('dismissed')}>
              <Trans>Don’t show again</Trans>
            </Button>
          </Flex>
        </Callout.Root>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          <Text size="2" color="gray" role="status">
            {choice === 'completed' ? (
              <Trans>You have taken the tour of this screen.</Trans>
            ) : (
              <Trans>You chose not to be offered this tour again.</Trans>
            )}
          </Text>
          {choice === 'completed' ? (
            <Button size="1" variant="soft" onClick={start} ref={action}>
              <Trans>Take it again</Trans>
            </Button>
          ) : (
            <Button size="1" variant="soft" onClick={() => remember(null)} ref={action}>
              <Trans>Offer it again</Trans>
            </Button>
          )}
        </Flex>
      )}

      <div className="ext-tour-cards">
        <Card data-tour={`${scope}-account`}>
          <Flex gap="2" align="center">
            <IconBrandInstagram size={18} aria-hidden />
            <Text size="2" weight="bold">
              @auroracoffee
            </Text>
          </Flex>
          <Badge color="grass" mt="2">
            <Trans>Connected</Trans>
          </Badge>
        </Card>
        <Card data-tour={`${scope}-automations`}>
          <Flex gap="2" align="center">
            <IconBolt size={18} aria-hidden />
            <Text size="2" weight="bold">
              <Trans>Automations</Trans>
            </Text>
          </Flex>
          <Text as="p" size="5" weight="bold" mt="1">
            {format.number(4)}
          </Text>
        </Card>
        <Card data-tour={`${scope}-replies`}>
          <Flex gap="2" align="center">
            <IconMessageCircle size={18} aria-hidden />
            <Text size="2" weight="bold">
              <Trans>Replies today</Trans>
            </Text>
          </Flex>
          <Text as="p" size="5" weight="bold" mt="1">
            {format.number(128)}
          </Text>
        </Card>
      </div>
    </Flex>
  )
}
