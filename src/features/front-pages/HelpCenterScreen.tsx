import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Card, Container, Flex, Link as RadixLink, Skeleton, Text, TextField } from '@radix-ui/themes'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { hrefOf } from '@/routes/match'
import { helpArticlesQuery } from './api'
import { FrontShell } from './FrontShell'
import { HELP_CATEGORY_LABELS } from './helpCategories'

const SEARCH_PAUSE_MS = 250

/**
 * `/front-pages/help-center`: search over the help articles (served by the backend in the
 * reader's language). The query lives in the URL (`?q=`), so a shared link shows the same results.
 */
export default function HelpCenterScreen() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [typed, setTyped] = useState(q)
  // A query changed from outside the box (Back, a link) replaces what the box shows.
  const [shownQuery, setShownQuery] = useState(q)
  if (q !== shownQuery) {
    setShownQuery(q)
    setTyped(q)
  }
  // The URL follows a pause in typing, replacing the entry rather than adding one per key.
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => setParams(typed ? { q: typed } : {}, { replace: true }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed, q, setParams])
  const articles = useQuery(helpArticlesQuery(q, i18n.locale))
  return (
    <FrontShell>
      <Container size="3" px="5" py="8">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="3" align="center" className="front-centered">
            <h1 className="front-hero-title">
              <Trans>How can we help?</Trans>
            </h1>
            <Text as="p" color="gray">
              <Trans>Guides to connecting Instagram, its messaging rules and writing automations.</Trans>
            </Text>
            <form
              role="search"
              onSubmit={(event) => event.preventDefault()}
              style={{ inlineSize: '100%', maxInlineSize: '32rem' }}
            >
              <TextField.Root
                size="3"
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-label={t`Search the help center`}
                placeholder={t`Search the help center`}
              >
                <TextField.Slot>
                  <IconSearch size={18} aria-hidden="true" />
                </TextField.Slot>
              </TextField.Root>
            </form>
          </Flex>
          {articles.isError ? (
            <ErrorState error={articles.error} onRetry={() => articles.refetch()} />
          ) : !articles.data ? (
            <Skeleton height="12rem" />
          ) : (
            <section aria-labelledby="help-results" aria-busy={articles.isFetching}>
              <h2 id="help-results" style={{ marginBlockStart: 0 }}>
                {q ? <Trans>Articles matching “{q}”</Trans> : <Trans>All articles</Trans>}
              </h2>
              <Text as="p" role="status" color="gray" size="2" mb="3">
                {articles.data.total === 0 ? (
                  <Trans>No article matches your search. Try other words.</Trans>
                ) : (
                  <Plural value={articles.data.total} one="# article" other="# articles" />
                )}
              </Text>
              <ul className="front-plain-list front-grid">
                {articles.data.items.map((article) => (
                  <li key={article.slug}>
                    <Card size="2" style={{ blockSize: '100%' }}>
                      <Flex direction="column" gap="2">
                        <Text size="1" color="gray">
                          {i18n._(HELP_CATEGORY_LABELS[article.category])}
                        </Text>
                        <RadixLink asChild weight="bold" size="3">
                          <Link href={hrefOf('front-help-article', { title: article.slug })}>{article.title}</Link>
                        </RadixLink>
                        <Text as="p" size="2" color="gray">
                          {article.summary}
                        </Text>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Flex>
      </Container>
    </FrontShell>
  )
}
