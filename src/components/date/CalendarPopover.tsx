import { Button, Flex, Popover } from '@radix-ui/themes'
import { IconCalendar } from '@tabler/icons-react'
import 'react-day-picker/style.css'
import type { ReactNode } from 'react'
import './calendar.css'

interface CalendarPopoverProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the trigger says: the chosen date(s) or a placeholder. */
  summary: ReactNode
  /** Ids naming the trigger (the field's label, then the summary), so a screen reader hears both. */
  triggerProps: Record<string, unknown>
  invalid?: boolean
  disabled?: boolean
  children: ReactNode
  footer?: ReactNode
}

/** A button showing the chosen date that opens the calendar in a popover; Escape or a choice closes it. */
export function CalendarPopover({
  open,
  onOpenChange,
  summary,
  triggerProps,
  invalid,
  disabled,
  children,
  footer,
}: CalendarPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger>
        <Button
          type="button"
          variant="surface"
          color={invalid ? 'red' : 'gray'}
          size="3"
          disabled={disabled}
          style={{ justifyContent: 'flex-start', fontWeight: 'normal' }}
          {...triggerProps}
        >
          <IconCalendar size={18} aria-hidden="true" />
          {summary}
        </Button>
      </Popover.Trigger>
      <Popover.Content className="calendar" size="2" maxWidth="calc(100vw - 16px)">
        <Flex direction="column" gap="3">
          {children}
          {footer}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  )
}
