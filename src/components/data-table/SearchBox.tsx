import { TextField } from '@radix-ui/themes'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'

const TYPING_PAUSE_MS = 300

interface SearchBoxProps {
  /** The search the list holds (from the URL). */
  value: string
  /** Called once typing pauses, not on every key. */
  onSearch: (q: string) => void
  label: string
  placeholder?: string
}

/** The list's search field: follows the URL (Back restores it), searches once typing pauses. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // The URL changed under the box (Back, a link, "clear filters"): show what it holds now.
  if (value !== shown) {
    setShown(value)
    if (text.trim() !== value) setText(value)
  }
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <TextField.Root
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ minWidth: 'min(100%, 16rem)' }}
    >
      <TextField.Slot>
        <IconSearch size={16} aria-hidden="true" />
      </TextField.Slot>
    </TextField.Root>
  )
}
