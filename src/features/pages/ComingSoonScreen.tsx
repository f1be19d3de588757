import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { IconCircleCheck, IconRocket } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'wouter'
import { z } from 'zod'
import { Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import type { LaunchSignupResult } from '@/domain/pages/content'
import { useLaunchSignup } from './api'
import { MiscIllustration } from './MiscIllustration'
import './pages.css'

const schema = z.object({ email: z.email() })

/** `/pages/misc/coming-soon`: what is on its way, and a "notify me" list the backend keeps. */
export default function ComingSoonScreen() {
  const { t } = useLingui()
  const signup = useLaunchSignup()
  const [result, setResult] = useState<{ email: string; status: LaunchSignupResult['status'] } | null>(null)
  const form = useZodForm(schema, { defaultValues: { email: '' } })
  return (
    <Flex direction="column" align="center" justify="center" gap="4" minHeight="100vh" p="5" className="pages-misc">
      <MiscIllustration icon={IconRocket} />
      <Heading as="h1" size="7">
        <Trans>Team inboxes are coming soon</Trans>
      </Heading>
      <Text as="p" color="gray" size="3">
        <Trans>
          Assign Instagram conversations to teammates, leave internal notes and see who is answering. Leave your e-mail
          and we will tell you the day it opens.
        </Trans>
      </Text>
      {result && (
        <Callout.Root color="grass" role="status">
          <Callout.Icon>
            <IconCircleCheck size={18} aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>
            {result.status === 'subscribed' ? (
              <Trans>You are on the list: we will write to {result.email} when team inboxes open.</Trans>
            ) : (
              <Trans>{result.email} is already on the list: you will hear from us when team inboxes open.</Trans>
            )}
          </Callout.Text>
        </Callout.Root>
      )}
      <Form
        form={form}
        aria-label={t`Get notified`}
        onSubmit={async (values, { idempotencyKey }) => {
          const answer = await signup.mutateAsync({ request: values, idempotencyKey })
          setResult({ email: values.email.trim(), status: answer.status })
          form.reset()
        }}
      >
        <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" required />
        <SubmitButton>{t`Notify me`}</SubmitButton>
      </Form>
      <Button asChild variant="ghost">
        <Link href="/">
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </Flex>
  )
}
