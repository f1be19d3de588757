import { emulatorIsUp, seedUsers } from '../../scripts/lib/emulator.mjs'
import { DEMO_USERS } from '../../src/mocks/demoUsers'

/** Integration and end-to-end suites need the real Auth emulator; say so plainly when it is missing. */
export default async function setup() {
  if (!(await emulatorIsUp())) {
    throw new Error(
      'The Firebase Auth emulator is not running on 127.0.0.1:9099. Run these suites through `npm test`, ' +
        '`npm run test:integration` or `npm run test:e2e`, which start it.',
    )
  }
  await seedUsers(DEMO_USERS)
}
