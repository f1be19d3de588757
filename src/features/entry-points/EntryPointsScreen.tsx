import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { splitPart } from '@/components/deferred'
import { Handle } from '@/components/handle'
import { ApiError } from '@/lib/apiClient'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { entryPointsQuery } from './api'
import { EntryPointsForm } from './EntryPointsForm'
import { REFUSAL_MESSAGES } from './labels'
import './entryPoints.css'

// The QR code library comes with the links' part, after the heading.
const ShortLinks = splitPart(() => import('./ShortLinks'), 'ShortLinks', { lowOnPage: true })

/**
 * /integracoes/{accountId}/entradas: the ways into a conversation with one Instagram account that
 * Conversa sets up: its ice breakers and persistent menu per language, saved to Instagram, and the
 * `ig.me` link and QR code that start each of its automations.
 */
export default function EntryPointsScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const accountId = params.id ?? ''
  const entryPoints = useQuery(entryPointsQuery(accountId))
  const data = entryPoints.data
  const failure = entryPoints.error
  const failureMessage =
    failure instanceof ApiError && REFUSAL_MESSAGES[failure.code]
      ? i18n._(REFUSAL_MESSAGES[failure.code]!)
      : t`Something went wrong. Try again.`

  return (
    <Flex direction="column" gap="5" maxWidth="900px">
      <Flex direction="column" gap="2">
        <Text size="2">
          <Link href={pathOf('integrations')}>
            <Trans>Integrations</Trans>
          </Link>
        </Text>
        <Heading as="h1" size="6">
          {data ? (
            <Trans>
              Entry points of <Handle username={data.username} />
            </Trans>
          ) : (
            <Trans>Entry points</Trans>
          )}
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Ice breakers, the conversation menu and ig.me links bring people into a conversation with the account, each
            starting one of its automations.
          </Trans>
        </Text>
      </Flex>
      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failureMessage}</Callout.Text>
          <Flex gap="2">
            <Button variant="soft" onClick={() => void entryPoints.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Flex>
        </Callout.Root>
      ) : !data ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>
            <Trans>Asking Instagram…</Trans>
          </Text>
        </Flex>
      ) : (
        <>
          <section aria-labelledby="entry-points-profile" className="entry-points-section">
            <Heading as="h2" size="5" id="entry-points-profile">
              <Trans>Ice breakers and menu</Trans>
            </Heading>
            <Text as="p" size="2" color="gray">
              <Trans>
                What Instagram holds now. Instagram shows a change to people only after a while, and not on computers:
                ice breakers and the menu appear in the Instagram app.
              </Trans>
            </Text>
            <EntryPointsForm key={data.accountId} data={data} />
          </section>
          <section aria-labelledby="entry-points-links" className="entry-points-section">
            <Heading as="h2" size="5" id="entry-points-links">
              <Trans>Links and QR codes</Trans>
            </Heading>
            <Text as="p" size="2" color="gray">
              <Trans>
                Put an automation’s link on your website, your packaging or your ads: opening it starts a conversation
                that this automation answers.
              </Trans>
            </Text>
            <ShortLinks data={data} />
          </section>
        </>
      )}
    </Flex>
  )
}
