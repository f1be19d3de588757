import { DropdownMenu, Flex, IconButton } from '@radix-ui/themes'
import { IconDotsVertical } from '@tabler/icons-react'
import { Fragment, useRef } from 'react'
import { Link } from 'wouter'
import type { RowAction } from './types'

/**
 * A row's actions behind one button (edit, duplicate, download, delete…), each with its icon.
 * An action with an `href` is a link: it opens in a new tab, on a middle click, and its address can
 * be copied. Destructive ones come last, after a separator, in red; they should ask first
 * (`useConfirmDelete`, or a ConfirmDialog opened from the action) or offer an undo (toastUndo).
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const trigger = useRef<HTMLButtonElement>(null)
  // The chosen action runs once the menu has closed and focus is back on its button: a dialog it
  // opens then hands focus back to that button, not to a menu item that no longer exists.
  const chosen = useRef<RowAction | null>(null)
  const safe = actions.filter((action) => action.tone !== 'danger')
  const danger = actions.filter((action) => action.tone === 'danger')
  const item = (action: RowAction) => {
    const Glyph = action.icon
    const content = (
      <Flex align="center" gap="2">
        {Glyph && <Glyph size={16} aria-hidden="true" />}
        {action.label}
      </Flex>
    )
    const color = action.tone === 'danger' ? 'red' : undefined
    if (action.href !== undefined && !action.disabled)
      return (
        <DropdownMenu.Item key={action.label} color={color} asChild>
          <Link href={action.href}>{content}</Link>
        </DropdownMenu.Item>
      )
    return (
      <DropdownMenu.Item
        key={action.label}
        color={color}
        disabled={action.disabled}
        onSelect={() => {
          chosen.current = action
        }}
      >
        {content}
      </DropdownMenu.Item>
    )
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <IconButton ref={trigger} variant="ghost" color="gray" aria-label={label}>
          <IconDotsVertical size={18} aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onCloseAutoFocus={(event) => {
          const action = chosen.current
          chosen.current = null
          if (!action) return
          event.preventDefault()
          trigger.current?.focus()
          action.onSelect?.()
        }}
      >
        {safe.map(item)}
        {safe.length > 0 && danger.length > 0 && <DropdownMenu.Separator />}
        {danger.map((action) => (
          <Fragment key={action.label}>{item(action)}</Fragment>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
