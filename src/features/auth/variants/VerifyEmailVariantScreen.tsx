import type { ScreenProps } from '@/routes/types'
import VerifyEmailScreen from '../VerifyEmailScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/verify-email-v1` and `-v2`: verifying the email address, in the route's design. */
export default function VerifyEmailVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route}>
      <VerifyEmailScreen />
    </AuthVariant>
  )
}
