// `npm run replay -- <journal.json> [--server] [--password email=secret]… [--actors a,b] [--base-url URL]`
//
// Replays a journal exported from the QA panel: starts the Auth emulator and the app with the
// mock backend in the page (or, with --server, the Conversa server on a fresh database, serving a
// production build with QA mode on), unless --base-url points at one already running in QA mode;
// then signs in whoever the journal started signed in as, applies the preferences it started
// with, re-does the journal's user intents in Chromium, and checks that each actor goes through
// the same states in the same order. Exit code 0 when it matches, 1 at the first divergence
// (reported with a screenshot, and with the records the recording read that this database lacks),
// 2 when the journal or the options are unusable.
//
// Passwords are redacted in journals: sign-ins of the demo users (src/mocks/demoUsers.ts) use
// their known passwords; any other user needs --password <email>=<password>.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { formatResult, JournalError, replayJournal } from './replay/replayJournal.mjs'
import { serveMockApp } from './replay/serveApp.mjs'
import { serveServerApp } from './replay/serveServer.mjs'

export {
  formatResult,
  JournalError,
  planReplay,
  replayJournal,
  stateSequence,
  validateJournal,
} from './replay/replayJournal.mjs'

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string', multiple: true, default: [] },
      actors: { type: 'string' },
      'base-url': { type: 'string' },
      server: { type: 'boolean', default: false },
      screenshots: { type: 'string', default: '.test-results/replay' },
    },
  })
  const [file] = positionals
  if (!file) {
    console.error(
      'usage: npm run replay -- <journal.json> [--server] [--password email=secret]… [--actors a,b] [--base-url URL]',
    )
    return 2
  }
  const passwords = {}
  for (const entry of values.password) {
    const at = entry.indexOf('=')
    if (at < 1) throw new JournalError(`--password expects email=password, got "${entry}"`)
    passwords[entry.slice(0, at)] = entry.slice(at + 1)
  }
  let journal
  try {
    journal = JSON.parse(await readFile(resolve(file), 'utf8'))
  } catch (error) {
    throw new JournalError(`Cannot read ${file}: ${error.message}`)
  }
  const app = values['base-url']
    ? { baseURL: values['base-url'].replace(/\/$/, ''), close: async () => {} }
    : values.server
      ? await serveServerApp()
      : await serveMockApp()
  console.log(
    `Replaying against ${values.server ? 'the Conversa server' : 'the in-browser mock backend'} at ${app.baseURL}`,
  )
  try {
    const result = await replayJournal({
      journal,
      baseURL: app.baseURL,
      passwords,
      actors: values.actors?.split(',').map((name) => name.trim()),
      screenshotDir: values.screenshots,
      log: (line) => console.log(line),
    })
    console.log(formatResult(result))
    return result.ok ? 0 : 1
  } finally {
    await app.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof JournalError ? error.message : error)
      process.exit(error instanceof JournalError ? 2 : 1)
    },
  )
}
