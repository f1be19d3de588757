import type { ScreenProps } from '@/routes/types'
import RegisterScreen from '../RegisterScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/register-v1` and `-v2`: creating an account, in the route's design. */
export default function RegisterVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route} signsIn>
      <RegisterScreen />
    </AuthVariant>
  )
}
