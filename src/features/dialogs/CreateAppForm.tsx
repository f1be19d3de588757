import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Form, InputField, RadioGroupField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { APP_CATEGORIES, APP_DATABASES, APP_FRAMEWORKS } from '@/domain/dialogs/schemas'
import { useSaveDialog } from './api'
import { CardFields, emptyCard } from '@/components/payment'
import { clientSchemas, SERVER_MESSAGES } from './labels'
import { StepActions, StepHeading, StepList } from './Stepper'

const STEPS = ['details', 'framework', 'database', 'billing'] as const

/**
 * The create-app stepper: details, framework, database, billing. Next checks the step's fields
 * before moving on; Back keeps everything typed (one form holds every step); the last step
 * submits once, and a refusal of an earlier step takes the person back to it.
 */
export function CreateAppForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui()
  const save = useSaveDialog('create-app')
  const [step, setStep] = useState(0)
  const form = useZodForm(clientSchemas()['create-app'], {
    defaultValues: {
      details: { name: '', category: 'crm' },
      framework: { framework: 'react' },
      database: { database: 'firebase' },
      billing: emptyCard,
    },
  })
  const titles = [t`Details`, t`Framework`, t`Database`, t`Billing`]
  const categories = { crm: t`CRM application`, ecommerce: t`E-commerce platform`, learning: t`Online learning` }
  const frameworks = { react: 'React', vue: 'Vue', angular: 'Angular', laravel: 'Laravel' }
  const databases = { firebase: 'Firebase', aws: 'AWS', mysql: 'MySQL' }
  const last = step === STEPS.length - 1

  const next = async () => {
    if (await form.trigger(STEPS[step], { shouldFocus: true })) setStep(step + 1)
  }

  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Create an app`}
      onSubmit={async (values, { idempotencyKey }) => {
        try {
          await save.mutateAsync({ values, idempotencyKey })
        } catch (error) {
          // Back to the first step the server refused, where its message shows.
          const refused = STEPS.findIndex((id) => form.getFieldState(id).invalid)
          if (refused >= 0 && refused !== step) setStep(refused)
          throw error
        }
        notify.success(t`${values.details.name} is created.`)
        onSaved()
      }}
    >
      <StepList steps={titles} current={step} label={t`Steps`} />
      <StepHeading step={step}>{titles[step]}</StepHeading>
      {/* Enter in a field goes to the next step, as Next does, rather than submitting early. */}
      <Flex
        direction="column"
        gap="4"
        onKeyDown={(event) => {
          if (last || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
          event.preventDefault()
          void next()
        }}
      >
        {step === 0 && (
          <>
            <InputField control={form.control} name="details.name" label={t`App name`} required />
            <RadioGroupField
              control={form.control}
              name="details.category"
              label={t`Category`}
              options={APP_CATEGORIES.map((value) => ({ value, label: categories[value] }))}
              required
            />
          </>
        )}
        {step === 1 && (
          <RadioGroupField
            control={form.control}
            name="framework.framework"
            label={t`Framework`}
            options={APP_FRAMEWORKS.map((value) => ({ value, label: frameworks[value] }))}
            required
          />
        )}
        {step === 2 && (
          <RadioGroupField
            control={form.control}
            name="database.database"
            label={t`Database`}
            options={APP_DATABASES.map((value) => ({ value, label: databases[value] }))}
            required
          />
        )}
        {step === 3 && (
          <>
            <Text size="2" color="gray">
              <Trans>The card pays for the app's hosting. Only its last four digits are kept.</Trans>
            </Text>
            <CardFields control={form.control} prefix="billing." />
          </>
        )}
      </Flex>
      <StepActions
        step={step}
        last={last}
        onBack={() => setStep(step - 1)}
        onNext={() => void next()}
        nextLabel={<Trans>Next</Trans>}
        submitLabel={<Trans>Create app</Trans>}
      />
    </Form>
  )
}
