// Builds shared by every test file of one `npm test` run. Several files need the server's build
// (and the QA app beside it); each made its own, side by side on two cores, minutes apiece, and
// the server's all wrote the same dist-server folder at once. With CONVERSA_BUILD_ONCE_DIR set
// (scripts/test.mjs sets it), the first caller builds and the others wait for it; unset, every
// caller builds, as a lone run or `npm run serve` wants.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** The folder where once-per-run builds go, or null when every caller builds its own. */
export function buildOnceDir() {
  return process.env.CONVERSA_BUILD_ONCE_DIR || null
}

/** Runs `build` once per test run under `name`; later callers wait for it and share its result. */
export async function once(name, build) {
  const dir = buildOnceDir()
  if (!dir) return build()
  await mkdir(dir, { recursive: true })
  const done = join(dir, `${name}.done`)
  const failed = join(dir, `${name}.failed`)
  try {
    // mkdir is atomic: exactly one caller gets to build.
    await mkdir(join(dir, `${name}.lock`))
  } catch {
    for (;;) {
      if (existsSync(done)) return
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
      await sleep(500)
    }
  }
  try {
    await build()
    await writeFile(done, '')
  } catch (error) {
    await writeFile(failed, error instanceof Error ? error.message : String(error))
    throw error
  }
}
