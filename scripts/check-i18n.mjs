// The Lingui catalog check: extract messages from the source, then fail on any French or Arabic
// message that is missing, or whose placeholders ({name}, <0>…</0>) differ from the English, in
// every catalog (`app` and one per feature folder, docs/architecture.md "Language and direction").
// A catalog that exists in one language and not in another fails too.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const SOURCE = 'en'
const TRANSLATED = ['fr', 'ar']
const catalogsOf = (locale) =>
  readdirSync(`src/locales/${locale}`)
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length))
    .sort()

execFileSync('lingui', ['extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })

/** Minimal .po reader: msgid/msgstr pairs with their continuation lines. */
function readCatalog(locale, name) {
  const text = readFileSync(`src/locales/${locale}/${name}.po`, 'utf8')
  const entries = []
  let current = null
  let field = null
  const unquote = (line) => JSON.parse(line.trim())
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line.slice(6)), msgstr: '' }
      entries.push(current)
      field = 'msgid'
    } else if (line.startsWith('msgstr ')) {
      current.msgstr = unquote(line.slice(7))
      field = 'msgstr'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    } else {
      field = null
    }
  }
  return entries.filter((entry) => entry.msgid !== '')
}

// Argument names ({name}, {count, plural, …}) and tags, as a set: a plural's branches are free
// text, and a language may have more branches (Arabic has six) repeating the same arguments. A
// branch of one word (`one {Sent}`) follows its keyword: it is text, not an argument.
const placeholders = (message) =>
  [
    ...new Set(
      [
        ...message.matchAll(
          /(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*([A-Za-z_$][\w$]*|\d+)\s*(?=[,}])|<\/?\d+\/?>/g,
        ),
      ].map((m) => m[1] ?? m[0]),
    ),
  ]
    .sort()
    .join(' ')

let problems = 0
const catalogs = catalogsOf(SOURCE)
for (const locale of TRANSLATED) {
  const present = catalogsOf(locale)
  for (const name of catalogs.filter((name) => !present.includes(name))) {
    console.error(`${locale}: catalog ${name}.po is missing`)
    problems++
  }
  let checked = 0
  for (const name of catalogs.filter((name) => present.includes(name))) {
    const entries = readCatalog(locale, name)
    for (const { msgid, msgstr } of entries) {
      if (msgstr.trim() === '') {
        console.error(`${locale}/${name}: missing translation for "${msgid}"`)
        problems++
      } else if (placeholders(msgid) !== placeholders(msgstr)) {
        console.error(`${locale}/${name}: placeholders differ in "${msgid}" → "${msgstr}"`)
        problems++
      }
    }
    checked += entries.length
  }
  console.log(`${locale}: ${checked} messages checked in ${catalogs.length} catalogs (${catalogs.join(', ')})`)
}
if (problems > 0) {
  console.error(`${problems} catalog problem(s). Run \`npm run i18n:extract\` and translate the empty msgstr entries.`)
  process.exit(1)
}
