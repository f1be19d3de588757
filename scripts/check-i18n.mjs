// The Lingui catalog check: extract messages from the source, then fail on any French or Arabic
// message that is missing, or whose placeholders ({name}, <0>…</0>) differ from the English.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TRANSLATED = ['fr', 'ar']

execFileSync('lingui', ['extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })

/** Minimal .po reader: msgid/msgstr pairs with their continuation lines. */
function readCatalog(locale) {
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8')
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
// text, and a language may have more branches (Arabic has six) repeating the same arguments.
const placeholders = (message) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_$][\w$]*|\d+)\s*(?=[,}])|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]))]
    .sort()
    .join(' ')

let problems = 0
for (const locale of TRANSLATED) {
  const entries = readCatalog(locale)
  for (const { msgid, msgstr } of entries) {
    if (msgstr.trim() === '') {
      console.error(`${locale}: missing translation for "${msgid}"`)
      problems++
    } else if (placeholders(msgid) !== placeholders(msgstr)) {
      console.error(`${locale}: placeholders differ in "${msgid}" → "${msgstr}"`)
      problems++
    }
  }
  console.log(`${locale}: ${entries.length} messages checked`)
}
if (problems > 0) {
  console.error(`${problems} catalog problem(s). Run \`npm run i18n:extract\` and translate the empty msgstr entries.`)
  process.exit(1)
}
