import { Flex } from '@radix-ui/themes'
import { OTPInput } from 'input-otp'
import type { Ref } from 'react'
import './oneTimeCode.css'

interface OneTimeCodeInputProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

/**
 * A six-digit one-time code (a texted code, an authenticator app's): one box per digit, drawn
 * by input-otp over a single real input, so typing, pasting and the phone's "from Messages"
 * suggestion all work, and a screen reader hears one field.
 */
export function OneTimeCodeInput({ value, onChange, ref, ...rest }: OneTimeCodeInputProps) {
  return (
    <OTPInput
      {...rest}
      ref={ref}
      maxLength={6}
      inputMode="numeric"
      pattern="^[0-9]*$"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      containerClassName="otp-slots"
      render={({ slots }) => (
        <Flex gap="2" aria-hidden="true">
          {slots.map((slot, index) => (
            <div key={index} className="otp-slot" data-active={slot.isActive || undefined}>
              {slot.char ?? ''}
            </div>
          ))}
        </Flex>
      )}
    />
  )
}
