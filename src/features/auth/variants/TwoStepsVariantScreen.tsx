import type { ScreenProps } from '@/routes/types'
import TwoStepsScreen from '../TwoStepsScreen'
import { AuthVariant } from './AuthVariant'

/** `/pages/authentication/two-steps-v1` and `-v2`: the code of a two-step sign-in, in the route's design. */
export default function TwoStepsVariantScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route}>
      <TwoStepsScreen />
    </AuthVariant>
  )
}
