import { useLingui as useLinguiRuntime } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Skeleton, Tabs, Text, TextField } from '@radix-ui/themes'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/pages/content'
import { faqQuery } from './api'
import './pages.css'

const CATEGORY_LABELS: Record<FaqCategory, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  instagram: msg`Instagram`,
  automations: msg`Automations`,
  billing: msg`Plans and billing`,
}

const SEARCH_PAUSE_MS = 250

/**
 * `/pages/faq`: a search banner, a tab per category and the questions as disclosures. The backend
 * searches (`GET /api/pages/faq?q=`, in the reader's language); the query is in the URL.
 */
export default function FaqScreen() {
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
  const [tab, setTab] = useState<FaqCategory>('getting-started')
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => setParams(typed ? { q: typed } : {}, { replace: true }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed, q, setParams])
  const faq = useQuery(faqQuery(q, i18n.locale))
  const inCategory = (category: FaqCategory) => faq.data?.items.filter((entry) => entry.category === category) ?? []
  // A search moves to the first category that has an answer.
  const firstWithAnswers = FAQ_CATEGORIES.find((category) => inCategory(category).length > 0)
  const shown = q && firstWithAnswers && inCategory(tab).length === 0 ? firstWithAnswers : tab
  return (
    <Flex direction="column" gap="5">
      <div className="pages-banner">
        <Flex direction="column" gap="3" align="center">
          <Heading as="h1" size="7">
            <Trans>Hello, how can we help?</Trans>
          </Heading>
          <Text as="p" color="gray">
            <Trans>Search the questions people ask most about Conversa.</Trans>
          </Text>
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            style={{ inlineSize: '100%', maxInlineSize: '30rem' }}
          >
            <TextField.Root
              size="3"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-label={t`Search the questions`}
              placeholder={t`Search the questions`}
            >
              <TextField.Slot>
                <IconSearch size={18} aria-hidden="true" />
              </TextField.Slot>
            </TextField.Root>
          </form>
        </Flex>
      </div>
      {faq.isError ? (
        <ErrorState error={faq.error} onRetry={() => faq.refetch()} />
      ) : !faq.data ? (
        <Skeleton height="14rem" />
      ) : faq.data.total === 0 ? (
        <Text as="p" role="status">
          <Trans>No question matches “{q}”. Try other words.</Trans>
        </Text>
      ) : (
        <Tabs.Root value={shown} onValueChange={(value) => setTab(value as FaqCategory)}>
          <Tabs.List aria-label={t`Categories`} wrap="wrap">
            {FAQ_CATEGORIES.map((category) => (
              <Tabs.Trigger key={category} value={category}>
                {i18n._(CATEGORY_LABELS[category])} ({inCategory(category).length})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {FAQ_CATEGORIES.map((category) => (
            <Tabs.Content key={category} value={category}>
              <Flex direction="column" gap="2" pt="4" className="pages-accordion">
                <Heading as="h2" size="4" mb="2">
                  {i18n._(CATEGORY_LABELS[category])}
                </Heading>
                {inCategory(category).length === 0 ? (
                  <Text as="p" color="gray">
                    <Trans>No question of this category matches your search.</Trans>
                  </Text>
                ) : (
                  inCategory(category).map((entry) => (
                    <details key={entry.id}>
                      <summary>{entry.question}</summary>
                      <Text as="p" color="gray" mt="2">
                        {entry.answer}
                      </Text>
                    </details>
                  ))
                )}
              </Flex>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Flex>
  )
}
