import type { ScreenProps } from '@/routes/types'
import LoginScreen from '../LoginScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/login-v1` and `-v2`: signing in, in the route's design. */
export default function LoginVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route} signsIn>
      <LoginScreen />
    </AuthVariant>
  )
}
