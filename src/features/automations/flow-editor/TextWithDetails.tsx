import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, TextArea } from '@radix-ui/themes'
import { useRef } from 'react'
import { Field } from './fields'
import { useFlowEditor } from './context'
import type { FlowEditorProblem } from './types'

interface TextWithDetailsProps {
  label: string
  value: string
  onChange: (text: string) => void
  hint?: string
  problems?: readonly FlowEditorProblem[]
}

/** A message text with a menu that puts `{{username}}` or a contact field where the cursor is. */
export function TextWithDetails({ label, value, onChange, hint, problems }: TextWithDetailsProps) {
  const { t } = useLingui()
  const { contactFields } = useFlowEditor()
  const box = useRef<HTMLTextAreaElement>(null)
  // Where the cursor goes once the menu has closed: just after what was inserted.
  const caret = useRef<number | null>(null)
  const insert = (placeholder: string) => {
    const element = box.current
    const start = element?.selectionStart ?? value.length
    const end = element?.selectionEnd ?? value.length
    caret.current = start + placeholder.length
    onChange(value.slice(0, start) + placeholder + value.slice(end))
  }
  const backToText = (event: Event) => {
    if (caret.current === null) return
    event.preventDefault()
    box.current?.focus()
    box.current?.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }
  return (
    <Field label={label} hint={hint} problems={problems}>
      {({ inputId, describedBy, invalid }) => (
        <Flex direction="column" gap="1">
          <TextArea
            ref={box}
            id={inputId}
            rows={3}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            color={invalid ? 'red' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <div>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button
                  type="button"
                  variant="ghost"
                  size="1"
                  aria-label={t`Insert a detail about the person in ${label}`}
                >
                  <Trans>Insert a detail</Trans>
                  <DropdownMenu.TriggerIcon />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content onCloseAutoFocus={backToText}>
                <DropdownMenu.Item onSelect={() => insert('{{username}}')}>
                  <Trans>Their Instagram username</Trans>
                </DropdownMenu.Item>
                {contactFields.map((field) => (
                  <DropdownMenu.Item key={field} onSelect={() => insert(`{{${field}}}`)}>
                    {field}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </div>
        </Flex>
      )}
    </Field>
  )
}
