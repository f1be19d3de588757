import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Switch, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Combobox, filterOptions, type ComboboxOption } from '@/components/combobox'
import { useFormat } from '@/components/format'

interface Post {
  id: string
  caption: MessageDescriptor
  postedAt: string
}

// The account's posts, as the Instagram API would return them (here, a local list).
const POSTS: Post[] = [
  { id: '17890', caption: msg`New single origin from Huila, Colombia: notes of red fruit`, postedAt: '2026-11-20' },
  { id: '17891', caption: msg`Giveaway: comment COFFEE to win a month of beans`, postedAt: '2026-11-14' },
  { id: '17892', caption: msg`Behind the roaster: how we profile a light roast`, postedAt: '2026-11-06' },
  { id: '17893', caption: msg`Latte art class this Saturday, 10 seats left`, postedAt: '2026-10-29' },
  { id: '17894', caption: msg`Our holiday blend is back, with cinnamon and orange`, postedAt: '2026-10-18' },
  { id: '17895', caption: msg`Cold brew recipe: 100 g of coffee for one litre of water`, postedAt: '2026-10-02' },
]

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * Options searched for as the person types (`loadOptions`): a spinner while the search runs, the
 * results, or a message when it fails. Here a local list answers after 600 ms; switch on
 * "Simulate a failure" to see the error.
 */
export default function AutocompleteAsync() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const inputId = useId()
  const [postId, setPostId] = useState('')
  const [failing, setFailing] = useState(false)

  const chosenPost = POSTS.find((post) => post.id === postId)
  const chosen = chosenPost ? i18n._(chosenPost.caption) : null

  const searchPosts = async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    await wait(600, signal)
    if (failing) throw new Error('Instagram did not answer')
    const posts = POSTS.map((post) => ({
      value: post.id,
      label: i18n._(post.caption),
      description: format.date(post.postedAt, { dateStyle: 'medium' }),
    }))
    return [...filterOptions(posts, query, i18n.locale)]
  }

  return (
    <Flex direction="column" gap="3" maxWidth="440px">
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={inputId} size="2" weight="medium">
          <Trans>Post whose comments get a reply</Trans>
        </Text>
        <Combobox
          id={inputId}
          // The search's result depends on these too: a new key, a new search.
          queryKey={['combobox', 'demo-posts', i18n.locale, failing]}
          loadOptions={searchPosts}
          value={postId}
          onChange={setPostId}
          placeholder={t`Search your posts`}
          emptyMessage={<Trans>No post has these words in its caption.</Trans>}
        />
      </Flex>
      {chosen && (
        <Text size="2" color="gray">
          <Trans>Comments on “{chosen}” now get the automatic reply.</Trans>
        </Text>
      )}
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={failing} onCheckedChange={setFailing} />
          <Trans>Simulate a failure of the search</Trans>
        </Flex>
      </Text>
    </Flex>
  )
}
