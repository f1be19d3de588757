import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useDrawnAfterOpening } from '../deferred'

type ItemListProps = (
  ({ ordered?: false } & ComponentPropsWithRef<'ul'>) | ({ ordered: true } & ComponentPropsWithRef<'ol'>)
) & {
  /** The items, each an `<li>` (or a component that draws one). */
  children: ReactNode
}

/**
 * A list of many items (cards, rows, buttons): the list element at once, its items in the render
 * after the screen's heading when a navigation opens the screen (docs/kit.md, "Item lists"). Its
 * attributes (a class, a style, an `aria-label`) go to the list element, so a layout's `asChild`
 * (a Radix `Grid`, an accordion's root) can lend it its own.
 */
export function ItemList({ ordered, children, ...list }: ItemListProps) {
  const drawn = useDrawnAfterOpening()
  const items = drawn ? children : null
  return ordered ? (
    <ol {...(list as ComponentPropsWithRef<'ol'>)}>{items}</ol>
  ) : (
    <ul {...(list as ComponentPropsWithRef<'ul'>)}>{items}</ul>
  )
}
