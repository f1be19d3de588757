import { useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useRef, useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { Chip, type ChipColor } from '@/components/chip'

type Tag = 'vip' | 'wholesale' | 'refund' | 'gift'
const TAGS: Record<Tag, ChipColor> = { vip: 'violet', wholesale: 'blue', refund: 'red', gift: 'amber' }
const ALL = Object.keys(TAGS) as Tag[]

/**
 * Standalone chips: a tag on a conversation, a person. `color` takes a Radix scale (the words use
 * its step 12, readable on every one); `icon` an icon or a small avatar.
 */
export default function ChipColors() {
  const { t } = useLingui()
  const [tags, setTags] = useState<Tag[]>(ALL)
  const restore = useRef<HTMLButtonElement>(null)
  // A removed chip takes its button with it: focus goes to "Restore the tags", not to the page's top.
  const remove = (tag: Tag) => {
    setTags(tags.filter((other) => other !== tag))
    requestAnimationFrame(() => restore.current?.focus())
  }
  // Labels are translated at render, so a language switch re-translates them.
  const labels: Record<Tag, string> = {
    vip: t`VIP`,
    wholesale: t`Wholesale`,
    refund: t`Refund asked`,
    gift: t`Gift card`,
  }
  return (
    <Flex direction="column" gap="3" align="start">
      <Flex gap="2" wrap="wrap">
        {tags.map((tag) => (
          <Chip key={tag} color={TAGS[tag]} onRemove={() => remove(tag)}>
            {labels[tag]}
          </Chip>
        ))}
      </Flex>
      {tags.length < ALL.length && (
        <Button ref={restore} size="1" variant="soft" onClick={() => setTags(ALL)}>
          {t`Restore the tags`}
        </Button>
      )}
      <Flex gap="2" wrap="wrap">
        <Chip icon={<UserAvatar name="Sofia Reyes" size="1" />}>Sofia Reyes</Chip>
        <Chip icon={<UserAvatar name="Karim Haddad" size="1" />} color="cyan">
          Karim Haddad
        </Chip>
      </Flex>
    </Flex>
  )
}
