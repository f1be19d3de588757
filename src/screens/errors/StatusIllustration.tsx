import { Text } from '@radix-ui/themes'

/** The large status code over the message; decorative, so hidden from assistive technology. */
export function StatusIllustration({ code }: { code: string }) {
  return (
    <Text aria-hidden="true" size="9" weight="bold" color="green" style={{ fontSize: '6rem', lineHeight: 1 }}>
      {code}
    </Text>
  )
}
