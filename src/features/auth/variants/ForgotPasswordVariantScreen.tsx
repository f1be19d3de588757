import type { ScreenProps } from '@/routes/types'
import ForgotPasswordScreen from '../ForgotPasswordScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/forgot-password-v1` and `-v2`: asking for a reset link, in the route's design. */
export default function ForgotPasswordVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route}>
      <ForgotPasswordScreen />
    </AuthVariant>
  )
}
