import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { useRef, type FormEvent, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useDrawnAfterOpening } from '../deferred'
import { formMessage, translateFormMessage } from './formMessage'
import { describeSubmissionFailure, type ServerFieldMessages, type ServerRefusalMessages } from './serverErrors'
import { newSubmissionKey } from './submissionKey'

interface FormProps<TValues extends FieldValues, TOutput> {
  /** From `useZodForm`. */
  form: UseFormReturn<TValues, unknown, TOutput>
  /**
   * Called once per submission with the validated values. Throw (or reject with) the ApiError of a
   * refusal: its `fields` land on the fields, anything else above the form; what was typed stays.
   * A create request sends `idempotencyKey` with it (`api.post(path, body, { idempotencyKey })`):
   * the same for every try until one succeeds, so a retry creates nothing twice.
   */
  onSubmit: (values: TOutput, submission: { idempotencyKey: string }) => Promise<unknown> | unknown
  /** The submission's key when the form keeps it itself (`useFormDraft`'s `submissionKey`). */
  idempotencyKey?: string
  /** This form's wording for the server's field codes, e.g. `{ taken: msg\`This email is already used.\` }`. */
  serverMessages?: ServerFieldMessages
  /** This form's wording for refusals of the whole request, by code, e.g. `{ 'roles/own-role': msg\`…\` }`. */
  serverRefusals?: ServerRefusalMessages
  /** Names the form for assistive technology when the page holds more than one. */
  'aria-label'?: string
  children: ReactNode
}

const ROOT_ERROR = 'root.server'
/** The root error's type when trying again may help (no answer, a server failure). */
const RETRYABLE = 'retryable'

/**
 * A react-hook-form form with the kit's behaviour: submits once however often the button is
 * clicked while a submission runs, moves focus to the first invalid field, maps a server
 * refusal back onto the fields, and says why anything else failed, with a way to try again.
 * When a click opens the screen, the fields draw in the render after its heading (docs/kit.md,
 * "Deferred popups"): a form is most of the elements its screen holds.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  serverMessages,
  serverRefusals,
  idempotencyKey,
  children,
  ...aria
}: FormProps<TValues, TOutput>) {
  const { i18n } = useLingui()
  const element = useRef<HTMLFormElement>(null)
  const inFlight = useRef(false)
  const drawn = useDrawnAfterOpening()
  const ownKey = useRef<string | null>(null)

  const submitValid = async (values: TOutput) => {
    ownKey.current ??= newSubmissionKey()
    try {
      await onSubmit(values, { idempotencyKey: idempotencyKey ?? ownKey.current })
      // Saved: the next submission is another one.
      ownKey.current = null
    } catch (error) {
      const names = fieldNamesInOrder(element.current)
      const failure = describeSubmissionFailure(error, names, serverMessages, serverRefusals)
      failure.fields.forEach(([name, message], index) =>
        form.setError(
          name as Path<TValues>,
          { type: 'server', message: formMessage(message) },
          { shouldFocus: index === 0 },
        ),
      )
      if (failure.form)
        form.setError(ROOT_ERROR, {
          type: failure.retryable ? RETRYABLE : 'server',
          message: formMessage(failure.form),
        })
    }
  }

  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second click lands before React re-renders the disabled button: the ref sees it.
    if (inFlight.current) return
    inFlight.current = true
    form.clearErrors(ROOT_ERROR)
    form
      .handleSubmit(submitValid)(event)
      .finally(() => {
        inFlight.current = false
      })
  }

  const serverError = form.formState.errors.root?.server
  const rootError = translateFormMessage(i18n, serverError?.message)
  return (
    <FormProvider {...form}>
      <form ref={element} noValidate onSubmit={handle} {...aria}>
        <Flex direction="column" gap="4">
          {rootError && (
            <Callout.Root color="red" role="alert">
              <Flex direction="column" gap="2" align="start">
                <Callout.Text>{rootError}</Callout.Text>
                {serverError?.type === RETRYABLE && (
                  <Button type="submit" size="1" variant="soft" color="red">
                    <Trans>Try again</Trans>
                  </Button>
                )}
              </Flex>
            </Callout.Root>
          )}
          {drawn && children}
        </Flex>
      </form>
    </FormProvider>
  )
}

/** Field names in the order they appear, so focus goes to the first refused field on screen. */
function fieldNamesInOrder(form: HTMLFormElement | null): string[] {
  if (!form) return []
  const names = Array.from(form.querySelectorAll('[name]'), (element) => element.getAttribute('name') ?? '')
  return [...new Set(names.filter(Boolean))]
}
