import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { IconAlertTriangle, IconRoute } from '@tabler/icons-react'
import { useFormat } from '@/components/format'
import { NAVBAR_TOUR } from '../tour/tourSteps'
import { useTour } from '../tour/useTour'

/**
 * A tour of the navbar at the top of the page, driven by driver.js. The steps live in a plain module
 * (tour/tourSteps.ts) and point at `data-tour` attributes, not at class names that styling may change.
 */
export default function NavbarTour() {
  const { i18n } = useLingui()
  const format = useFormat()
  const tour = useTour(NAVBAR_TOUR)
  const everyStepMissing = tour.missing.length === NAVBAR_TOUR.length
  const missingList = format.list(tour.missing.map((step) => i18n._(step.title)))

  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="p" size="2">
        <Trans>
          Four stops along the bar at the top of the page. The arrow keys move between them, Escape leaves the tour.
        </Trans>
      </Text>
      <Button onClick={(event) => void tour.start(event.currentTarget)} aria-disabled={tour.status !== 'idle'}>
        <IconRoute size={16} aria-hidden />
        <Trans>Start the navbar tour</Trans>
      </Button>
      {tour.status === 'waiting' && (
        <Text size="2" color="gray" role="status">
          <Trans>Waiting for the navbar…</Trans>
        </Text>
      )}
      {tour.missing.length > 0 && (
        <Callout.Root color={everyStepMissing ? 'red' : 'amber'} role="alert">
          <Callout.Icon>
            <IconAlertTriangle size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            {everyStepMissing ? (
              <Trans>The navbar is not on screen, so there is nothing to show. Widen the window and try again.</Trans>
            ) : (
              <Trans>Not on screen, so left out of the tour: {missingList}.</Trans>
            )}
          </Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  )
}
