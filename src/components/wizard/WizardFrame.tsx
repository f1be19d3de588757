import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import type { SubmitFailure } from '@/machines/wizard'
import type { Wizard } from './useWizard'
import './wizard.css'

export interface WizardStepView {
  id: string
  title: ReactNode
  /** Shown in the step's marker instead of its number (decorative: the title names the step). */
  icon?: ReactNode
  /** The step's form fields; the frame adds Back and Next. */
  render: () => ReactNode
}

/** Why a submission failed, in words (the backend's refusal or no answer), with the way to retry. */
function SubmitFailureNotice({ wizard, explain }: { wizard: Wizard; explain?: (failure: SubmitFailure) => ReactNode }) {
  if (!wizard.failure) return null
  const explained = explain?.(wizard.failure)
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <IconAlertTriangle size={18} aria-hidden="true" />
      </Callout.Icon>
      <Callout.Text>
        {explained ? (
          explained
        ) : wizard.failure.status === 0 ? (
          <Trans>The server could not be reached. Nothing was lost: submit again when you are back online.</Trans>
        ) : wizard.failure.status === 422 ? (
          <Trans>The server refused some steps. Go back, check them and submit again.</Trans>
        ) : (
          <Trans>The submission failed on the server. Nothing was lost: submit again.</Trans>
        )}
      </Callout.Text>
    </Callout.Root>
  )
}

/**
 * A wizard's frame: the numbered steps (the current one marked), the current step's form with
 * Back and Next (Submit on the last step), and the confirmation once submitted. Focus moves to the
 * step's heading when the step changes.
 */
export function WizardFrame({
  wizard,
  steps,
  done,
  explainFailure,
  orientation,
  headingLevel = 'h2',
}: {
  wizard: Wizard
  steps: WizardStepView[]
  /** What the confirmation says, with the backend's reference. */
  done: (reference: string) => ReactNode
  /** Words for a failure the wizard's own submission knows better (null: the usual ones). */
  explainFailure?: (failure: SubmitFailure) => ReactNode
  /**
   * Where the steps sit: `horizontal` in a row above the form, `vertical` in a column at the
   * inline start (on the left, on the right in Arabic) from small screens up. By default, at the
   * side on wide screens and above the form on narrow ones.
   */
  orientation?: 'horizontal' | 'vertical'
  /** The step's heading: `h3` when the wizard sits under a section's `h2`. */
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const current = steps[wizard.step]!
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [wizard.step, wizard.submitted])
  return (
    <Flex
      direction={
        orientation === 'horizontal'
          ? 'column'
          : orientation === 'vertical'
            ? { initial: 'column', sm: 'row' }
            : { initial: 'column', md: 'row' }
      }
      gap="5"
      align="start"
    >
      <nav aria-label={t`Steps`} className={orientation ? `wizard-steps wizard-steps--${orientation}` : 'wizard-steps'}>
        <ol>
          {steps.map((step, index) => (
            <li
              key={step.id}
              aria-current={!wizard.submitted && index === wizard.step ? 'step' : undefined}
              data-done={wizard.submitted || index < wizard.step ? '' : undefined}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {step.icon ?? index + 1}
              </span>
              <Text size="2">{step.title}</Text>
            </li>
          ))}
        </ol>
      </nav>
      <Card size="3" style={{ flexGrow: 1, inlineSize: '100%' }}>
        {wizard.submitted && wizard.reference ? (
          <Flex direction="column" gap="3" align="start">
            <Heading as={headingLevel} size="5" ref={heading} tabIndex={-1}>
              <Trans>Submitted</Trans>
            </Heading>
            <Callout.Root color="grass" role="status">
              <Callout.Icon>
                <IconCircleCheck size={18} aria-hidden="true" />
              </Callout.Icon>
              <Callout.Text>{done(wizard.reference)}</Callout.Text>
            </Callout.Root>
            <Button variant="soft" onClick={wizard.reset}>
              <Trans>Start again</Trans>
            </Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="4">
            <Heading as={headingLevel} size="5" ref={heading} tabIndex={-1}>
              <Trans>
                Step {wizard.step + 1} of {steps.length}: {current.title}
              </Trans>
            </Heading>
            {wizard.step === steps.length - 1 && <SubmitFailureNotice wizard={wizard} explain={explainFailure} />}
            <div key={current.id}>{current.render()}</div>
          </Flex>
        )}
      </Card>
    </Flex>
  )
}

/**
 * One step's form: starts from what the step held (or `defaults`), validates with its schema
 * before NEXT, and hands its values as typed to BACK.
 */
export function StepForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  wizard,
  schema,
  defaults,
  submitLabel,
  children,
}: {
  wizard: Wizard
  schema: TSchema
  defaults: DefaultValues<z.input<TSchema>>
  /** The last step's button (Place order, Publish…); Next otherwise. */
  submitLabel?: string
  children: (form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>) => ReactNode
}) {
  const { t } = useLingui()
  const stored = wizard.data[wizard.steps[wizard.step]!]
  const form = useZodForm(schema, { defaultValues: { ...defaults, ...stored } as DefaultValues<z.input<TSchema>> })
  const last = wizard.step === wizard.steps.length - 1
  return (
    <Form form={form} onSubmit={(values) => wizard.next(values as Record<string, unknown>)}>
      {children(form)}
      <Flex justify="between" gap="3" mt="2">
        <Button
          type="button"
          variant="soft"
          color="gray"
          disabled={wizard.step === 0 || wizard.submitting}
          onClick={() => wizard.back(form.getValues() as Record<string, unknown>)}
        >
          <Trans>Back</Trans>
        </Button>
        <SubmitButton>{last ? (submitLabel ?? t`Submit`) : t`Next`}</SubmitButton>
      </Flex>
    </Form>
  )
}
