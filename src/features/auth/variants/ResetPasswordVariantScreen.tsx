import type { ScreenProps } from '@/routes/types'
import ResetPasswordScreen from '../ResetPasswordScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/reset-password-v1` and `-v2`: a reset link's new password, in the route's design. */
export default function ResetPasswordVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route}>
      <ResetPasswordScreen />
    </AuthVariant>
  )
}
