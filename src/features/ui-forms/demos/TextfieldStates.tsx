import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { FormField } from '@/components/form'

/**
 * FormField, the kit's labelled field for forms driven by their own state: a hint, an error tied
 * with aria-describedby, read-only (focusable and copyable) and disabled.
 */
export default function TextfieldStates() {
  const { t } = useLingui()
  const [email, setEmail] = useState('hello@aurora')
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
  return (
    <Flex direction="column" gap="3">
      <FormField
        label={t`Reply-to email`}
        name="replyTo"
        type="email"
        value={email}
        onChange={setEmail}
        hint={t`Customers who answer an email reach this address.`}
        error={valid ? undefined : msg`Enter a full email address, like hello@aurora.coffee.`}
      />
      <FormField
        label={t`Webhook URL (read-only)`}
        name="webhook"
        type="url"
        value="https://hooks.aurora.coffee/conversa"
        onChange={() => {}}
        readOnly
        hint={t`Select it to copy it into your shop’s settings.`}
      />
    </Flex>
  )
}
