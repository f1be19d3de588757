import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { toastUndo } from '@/components/toast'

/** Hide at once, then offer Undo for a few seconds: Undo puts the comment back where it was. */
export default function SnackbarUndo() {
  const { t } = useLingui()
  const comments = [
    { id: 'c1', author: '@spam.deals', text: t`Get 10k followers now!!! Link in bio` },
    { id: 'c2', author: '@lena.brews', text: t`Do you ship to Lyon?` },
    { id: 'c3', author: '@marco.roasts', text: t`PRICE for the Guji please` },
  ]
  // The state is which are hidden: undoing removes an id, and the comment is back in its place.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  const shown = comments.filter((comment) => !hidden.has(comment.id))

  const hide = (id: string, author: string) => {
    setHidden((now) => new Set(now).add(id))
    toastUndo({
      message: t`Comment from ${author} hidden`,
      onUndo: () =>
        setHidden((now) => {
          const next = new Set(now)
          next.delete(id)
          return next
        }),
    })
  }

  return (
    <Flex direction="column" gap="2">
      {shown.map(({ id, author, text }) => (
        <Flex key={id} justify="between" align="center" gap="3">
          <Text size="2">
            <Text weight="medium">
              <bdi>{author}</bdi>
            </Text>{' '}
            {text}
          </Text>
          <Button
            size="1"
            variant="soft"
            color="gray"
            aria-label={t`Hide the comment from ${author}`}
            onClick={() => hide(id, author)}
          >
            <Trans>Hide</Trans>
          </Button>
        </Flex>
      ))}
      {shown.length === 0 && (
        <Text size="2" color="gray">
          <Trans>Every comment is hidden. Press Undo in the snackbar to bring one back.</Trans>
        </Text>
      )}
    </Flex>
  )
}
