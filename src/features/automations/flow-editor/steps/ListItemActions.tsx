import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton } from '@radix-ui/themes'
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react'

interface ListItemActionsProps {
  /** The item as read aloud: "Message 2", "Card 3". */
  name: string
  index: number
  count: number
  onMove?: (delta: -1 | 1) => void
  onRemove: () => void
  /** A list that must keep an item (a split keeps two branches). */
  removable?: boolean
}

/** Move up, move down and remove, for an item of a list inside a step. */
export function ListItemActions({ name, index, count, onMove, onRemove, removable = true }: ListItemActionsProps) {
  const { t } = useLingui()
  return (
    <Flex gap="1">
      {onMove ? (
        <>
          <IconButton
            type="button"
            variant="ghost"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t`Move ${name} up`}
          >
            <IconArrowUp size={16} aria-hidden />
          </IconButton>
          <IconButton
            type="button"
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t`Move ${name} down`}
          >
            <IconArrowDown size={16} aria-hidden />
          </IconButton>
        </>
      ) : null}
      <IconButton
        type="button"
        variant="ghost"
        color="red"
        disabled={!removable}
        onClick={onRemove}
        aria-label={t`Remove ${name}`}
      >
        <IconX size={16} aria-hidden />
      </IconButton>
    </Flex>
  )
}
