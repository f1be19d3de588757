import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { ProblemLines } from '../fields'
import type { FlowEditorPost, FlowEditorProblem } from '../types'

interface PostsChoiceFieldProps {
  label: string
  posts: readonly FlowEditorPost[]
  chosen: readonly string[]
  onChange: (mediaIds: string[]) => void
  problems: readonly FlowEditorProblem[]
}

/**
 * The account's posts and reels to tick, by caption, for a step that tests which one the person
 * commented on. A chosen post the account no longer lists stays, named by its id, until unticked.
 */
export function PostsChoiceField({ label, posts, chosen, onChange, problems }: PostsChoiceFieldProps) {
  const { t } = useLingui()
  const labelId = useId()
  const problemsId = useId()
  const listed = new Set(posts.map((post) => post.id))
  const options = [
    ...posts.map((post) => ({ id: post.id, caption: post.caption, kind: post.mediaProductType })),
    ...chosen.filter((id) => !listed.has(id)).map((id) => ({ id, caption: '', kind: '' })),
  ]
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id))
  return (
    <Flex
      direction="column"
      gap="1"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={problems.length > 0 ? problemsId : undefined}
      className="flow-field"
    >
      <Text id={labelId} size="2" weight="medium">
        {label}
      </Text>
      {options.length === 0 ? (
        <Text size="2" color="gray">
          <Trans>This account has no posts yet.</Trans>
        </Text>
      ) : null}
      {options.map(({ id: mediaId, caption, kind }) => (
        <Text as="label" size="2" key={mediaId}>
          <Flex gap="2" align="center">
            <Checkbox checked={chosen.includes(mediaId)} onCheckedChange={(on) => toggle(mediaId, on === true)} />
            <bdi>{caption || t`Post ${mediaId}`}</bdi>
            {kind ? <Text color="gray">({kind})</Text> : null}
          </Flex>
        </Text>
      ))}
      <ProblemLines id={problemsId} problems={problems} />
    </Flex>
  )
}
