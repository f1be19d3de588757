import { Flex, Spinner, Text } from '@radix-ui/themes'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useDrawnAfterOpening } from '../deferred'
import { ErrorState } from './ErrorState'

interface QueryContentProps<T> {
  query: UseQueryResult<T>
  /** What is loading, in the screen's words (its feature's catalog), shown beside a spinner. */
  loading: ReactNode
  children: (data: T) => ReactNode
}

/**
 * A query's three states: its error with a retry, its data rendered, or a spinner saying what loads.
 * When a refresh fails, what was loaded stays, under a notice that it may be out of date (a
 * dropped connection must not blank a screen someone is reading). Data already cached when a click
 * opens the screen is drawn after the screen's heading (`DrawnLater`); nothing stands in for it
 * meanwhile, since nothing is loading.
 */
export function QueryContent<T>({ query, loading, children }: QueryContentProps<T>) {
  const drawn = useDrawnAfterOpening()
  const retry = () => void query.refetch()
  if (query.data !== undefined)
    return drawn ? (
      <>
        {/* In the same place either way: the content below keeps its state when the notice comes and goes. */}
        {query.error ? <ErrorState error={query.error} onRetry={retry} stale /> : null}
        {children(query.data)}
      </>
    ) : null
  if (query.error) return <ErrorState error={query.error} onRetry={retry} />
  return (
    <Flex align="center" gap="2">
      <Spinner />
      <Text>{loading}</Text>
    </Flex>
  )
}
