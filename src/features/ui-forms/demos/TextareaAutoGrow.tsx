import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text, TextArea } from '@radix-ui/themes'
import { useId, useLayoutEffect, useRef, useState } from 'react'

/**
 * A reply box that grows with its text up to a limit, then scrolls. Its height follows the content's
 * (scrollHeight) after each change; CSS caps it (forms-inputs.css).
 */
export default function TextareaAutoGrow() {
  const { t } = useLingui()
  const inputId = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const [reply, setReply] = useState('')
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${element.scrollHeight}px`
  }, [reply])
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        <Trans>Reply to @sam.brews</Trans>
      </Text>
      <TextArea
        ref={box}
        id={inputId}
        rows={1}
        className="forms-inputs-autogrow"
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        placeholder={t`Write a reply; the box grows as you type`}
      />
    </Flex>
  )
}
