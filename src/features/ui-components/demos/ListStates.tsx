import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, SegmentedControl, Skeleton, Text } from '@radix-ui/themes'
import { IconMessageOff } from '@tabler/icons-react'
import { useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { EmptyState } from '@/components/empty-state'
import '../lists.css'

type State = 'loaded' | 'loading' | 'empty'
const PEOPLE = ['@lena.brews', '@kofi_daily', '@mina.eats']

/**
 * While loading, Skeletons take the rows' place and size (nothing jumps when they arrive) and the
 * list says it is busy; empty, the kit's EmptyState says what is missing and what to do.
 */
export default function ListStates() {
  const { t } = useLingui()
  const [state, setState] = useState<State>('loading')
  return (
    <Flex direction="column" gap="3">
      <SegmentedControl.Root value={state} onValueChange={(value) => setState(value as State)} aria-label={t`State`}>
        <SegmentedControl.Item value="loaded">
          <Trans>Loaded</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="loading">
          <Trans>Loading</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="empty">
          <Trans>Empty</Trans>
        </SegmentedControl.Item>
      </SegmentedControl.Root>
      {state === 'empty' ? (
        <EmptyState
          icon={IconMessageOff}
          title={<Trans>No conversation waiting</Trans>}
          description={<Trans>Every DM has an answer. New ones will show here.</Trans>}
          action={
            <Button variant="soft" onClick={() => setState('loaded')}>
              <Trans>Show answered conversations</Trans>
            </Button>
          }
        />
      ) : (
        <ul className="uica-list" aria-label={t`Waiting conversations`} aria-busy={state === 'loading'}>
          {PEOPLE.map((person) => (
            <li key={person}>
              {state === 'loading' ? (
                <Skeleton width="32px" height="32px" style={{ borderRadius: '50%' }} />
              ) : (
                <UserAvatar name={person.slice(1)} size="2" />
              )}
              <Text size="2" className="uica-list__grow">
                <Skeleton loading={state === 'loading'}>{person}</Skeleton>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  )
}
