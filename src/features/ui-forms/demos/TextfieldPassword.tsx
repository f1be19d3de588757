import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Text, TextField } from '@radix-ui/themes'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { useId, useState } from 'react'

/**
 * A password with a show/hide button: a toggle (aria-pressed) with a fixed name, so a screen
 * reader says "Show password, pressed" rather than a name that flips.
 */
export default function TextfieldPassword() {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const [shown, setShown] = useState(false)
  return (
    <Flex direction="column" gap="1" maxWidth="360px">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        <Trans>Webhook secret</Trans>
      </Text>
      <TextField.Root
        id={inputId}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        defaultValue="whsec_7Hq2Lx9Pz"
        aria-describedby={hintId}
      >
        <TextField.Slot side="right">
          <IconButton
            size="1"
            variant="ghost"
            color="gray"
            aria-label={t`Show the secret`}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? <IconEyeOff size={16} aria-hidden="true" /> : <IconEye size={16} aria-hidden="true" />}
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
      <Text id={hintId} size="1" color="gray">
        <Trans>Conversa signs each webhook call with it. Keep it private.</Trans>
      </Text>
    </Flex>
  )
}
