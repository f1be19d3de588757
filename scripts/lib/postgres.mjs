// A throwaway PostgreSQL 15 server for tests and benchmarks: `node scripts/lib/postgres.mjs`
// prints its URL and runs until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const BIN = '/usr/lib/postgresql/15/bin'

/**
 * A PostgreSQL server to use: the one `TEST_DATABASE_URL` names, or a new cluster in a temporary
 * folder, installed first if need be, listening on 127.0.0.1 only, trusting every connection.
 * `stop()` stops the cluster and deletes its folder.
 */
export async function ensurePostgres({ log = console.log } = {}) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    // Its password, if any, stays out of the message.
    if (!(await accepts(given)))
      throw new Error('TEST_DATABASE_URL names a PostgreSQL that does not accept connections')
    return { url: given, stop: async () => {} }
  }
  installPostgres(log)
  const folder = mkdtempSync(path.join(tmpdir(), 'conversa-postgres-'))
  const dataDir = path.join(folder, 'data')
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0
  const as = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args])
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(folder, uid, gid)
  }
  try {
    execFileSync(
      ...as(`${BIN}/initdb`, [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ]),
      { stdio: 'pipe' },
    )
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw new Error(`initdb failed: ${error.stderr?.toString() ?? error.message}`, { cause: error })
  }
  const port = await freePort()
  // Durability is of no use to a throwaway cluster: without it, tests do not wait on the disk.
  const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200']
  const server = spawn(
    ...as(`${BIN}/postgres`, [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      folder,
      ...settings.flatMap((setting) => ['-c', setting]),
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`

  const stop = async () => {
    if (server.exitCode === null) {
      // Through runuser the server is a grandchild: signal it by its own pid (a fast shutdown).
      if (!signal(postmasterPid(dataDir), 'SIGINT')) server.kill('SIGINT')
      await Promise.race([exited, sleep(10_000)])
      if (server.exitCode === null) {
        signal(postmasterPid(dataDir), 'SIGKILL')
        server.kill('SIGKILL')
        await Promise.race([exited, sleep(2_000)])
      }
    }
    rmSync(folder, { recursive: true, force: true })
  }

  // A process that ends without calling stop() (an interrupted test run) leaves no server behind.
  process.once('exit', () => {
    signal(postmasterPid(dataDir), 'SIGQUIT')
    rmSync(folder, { recursive: true, force: true })
  })

  const deadline = Date.now() + 30_000
  while (!(await accepts(url))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`PostgreSQL did not start:\n${output}`)
    }
    await sleep(50)
  }
  return { url, stop }
}

/** Installs PostgreSQL 15 from Debian's packages when its binaries are missing. */
function installPostgres(log) {
  if (existsSync(`${BIN}/initdb`)) return
  log('Installing PostgreSQL 15…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], { stdio: 'inherit', env })
  if (!existsSync(`${BIN}/initdb`)) throw new Error(`PostgreSQL was installed, but ${BIN}/initdb is missing`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function accepts(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

function postmasterPid(dataDir) {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch {
    return null
  }
}

function signal(pid, name) {
  if (!pid) return false
  try {
    process.kill(pid, name)
    return true
  } catch {
    return false
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const { url, stop } = await ensurePostgres()
  console.log(`PostgreSQL ready in ${Date.now() - started} ms (Ctrl-C stops it):`)
  console.log(url)
  for (const name of ['SIGINT', 'SIGTERM']) {
    process.once(name, () => {
      stop().then(() => process.exit(0))
    })
  }
}
