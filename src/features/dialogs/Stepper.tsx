import { Trans } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { SubmitButton } from '@/components/form'

/**
 * A dialog's steps as a numbered list (done ones ticked, the current one marked for assistive
 * technology) and the current step's heading, which takes focus when the step changes.
 */
export function StepList({ steps, current, label }: { steps: ReactNode[]; current: number; label: string }) {
  return (
    <Flex asChild gap="3" wrap="wrap" mb="2">
      <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((step, index) => (
          <li key={index} aria-current={index === current ? 'step' : undefined}>
            <Flex gap="1" align="center">
              {index < current ? (
                <IconCircleCheck size={16} color="var(--green-9)" aria-hidden="true" />
              ) : (
                <Text size="1" color={index === current ? undefined : 'gray'} aria-hidden="true">
                  {index + 1}.
                </Text>
              )}
              <Text
                size="2"
                weight={index === current ? 'bold' : 'regular'}
                color={index === current ? undefined : 'gray'}
              >
                {step}
              </Text>
            </Flex>
          </li>
        ))}
      </ol>
    </Flex>
  )
}

export function StepHeading({ step, children }: { step: number; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    // Not when the dialog opens (Radix focuses its first field then), only on a change of step.
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step])
  return (
    <h3 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 'var(--font-size-3)' }}>
      {children}
    </h3>
  )
}

/** Cancel, then Back (after the first step) and the step's way on: `next` until the last step, which submits. */
export function StepActions({
  step,
  last,
  onBack,
  onNext,
  nextLabel,
  submitLabel,
}: {
  step: number
  last: boolean
  onBack: () => void
  onNext: () => void
  nextLabel: ReactNode
  submitLabel: ReactNode
}) {
  return (
    <Flex gap="3" justify="between" wrap="wrap">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.Close>
      <Flex gap="3">
        {step > 0 && (
          <Button type="button" variant="outline" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        )}
        {last ? (
          <SubmitButton>{submitLabel}</SubmitButton>
        ) : (
          <Button type="button" onClick={onNext}>
            {nextLabel}
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
