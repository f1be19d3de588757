import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Container, Flex, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { hrefOf, pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { helpArticleQuery, helpArticlesQuery } from './api'
import { FrontShell } from './FrontShell'
import { HELP_CATEGORY_LABELS } from './helpCategories'

/** `/front-pages/help-center/article/:title`: one help article, in the reader's language. */
export default function HelpArticleScreen({ params }: ScreenProps) {
  const { i18n } = useLinguiRuntime()
  const slug = params.title ?? ''
  const article = useQuery(helpArticleQuery(slug, i18n.locale))
  const all = useQuery(helpArticlesQuery('', i18n.locale))
  const titleOf = (related: string) => all.data?.items.find((item) => item.slug === related)?.title
  return (
    <FrontShell>
      <Container size="2" px="5" py="8">
        <Flex direction="column" gap="4">
          <RadixLink asChild size="2">
            <Link href={pathOf('front-help-center')}>
              <Trans>Back to the help center</Trans>
            </Link>
          </RadixLink>
          {article.isError ? (
            <>
              <h1>
                <Trans>Article not available</Trans>
              </h1>
              <ErrorState error={article.error} onRetry={() => article.refetch()} />
            </>
          ) : !article.data ? (
            <>
              <h1>
                <Skeleton>
                  <Trans>Loading the article</Trans>
                </Skeleton>
              </h1>
              <Skeleton height="16rem" />
            </>
          ) : (
            <article aria-labelledby="article-title">
              <Text size="2" color="gray">
                {i18n._(HELP_CATEGORY_LABELS[article.data.category])}
              </Text>
              <h1 id="article-title">{article.data.title}</h1>
              <Text as="p" size="4" color="gray" mb="4">
                {article.data.summary}
              </Text>
              {article.data.paragraphs.map((paragraph, index) => (
                <Text as="p" key={index} mb="3">
                  {paragraph}
                </Text>
              ))}
              {article.data.related.length > 0 && (
                <aside aria-labelledby="related-title">
                  <h2 id="related-title">
                    <Trans>Related articles</Trans>
                  </h2>
                  <ul>
                    {article.data.related.map((related) => (
                      <li key={related}>
                        <RadixLink asChild>
                          <Link href={hrefOf('front-help-article', { title: related })}>
                            {titleOf(related) ?? related}
                          </Link>
                        </RadixLink>
                      </li>
                    ))}
                  </ul>
                </aside>
              )}
            </article>
          )}
        </Flex>
      </Container>
    </FrontShell>
  )
}
