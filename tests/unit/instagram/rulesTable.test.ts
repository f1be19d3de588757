import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The mock's README keeps a table of Meta's rules, each with where it is enforced and its test.
 * This keeps the table honest: every row names a test that exists and code that exists.
 */
const README = readFileSync('src/mocks/instagram/README.md', 'utf8')
const table = README.slice(README.indexOf('## Platform rules'))
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Rule') && !line.startsWith('|---'))
  .map((line) => line.slice(2, -2).split(' | '))

/** `file.test.ts` › describe › it; › another it of the same file. */
function testsOf(cell: string): { file: string; title: string }[] {
  const [first, ...more] = cell.split(/; (?=› )/)
  const [file, ...path] = first!.split(' › ')
  const titles = [path.at(-1)!, ...more.map((part) => part.replace(/^› /, ''))]
  return titles.map((title) => ({ file: file!.replace(/`/g, ''), title }))
}

describe('the mock’s table of platform rules', () => {
  it('has rows, each with a rule, a page, where it is enforced and a test', () => {
    expect(rows.length).toBeGreaterThan(30)
    for (const row of rows) expect(row).toHaveLength(4)
  })

  it.each(rows.map((row) => [row[0]!, row] as const))('names a test that exists: %s', (_rule, row) => {
    for (const { file, title } of testsOf(row[3]!)) {
      const source = readFileSync(`tests/unit/instagram/${file}`, 'utf8')
      expect(source, `${file}: ${title}`).toContain(`'${title}'`)
    }
  })

  it.each(rows.map((row) => [row[0]!, row] as const))('names code that exists: %s', (_rule, row) => {
    const files = [...row[2]!.matchAll(/`([a-zA-Z]+\.ts)`/g)].map((match) => match[1]!)
    expect(files.length).toBeGreaterThan(0)
    const sources = files.map((file) => readFileSync(`src/mocks/instagram/${file}`, 'utf8')).join('\n')
    const names = [...row[2]!.matchAll(/`([a-zA-Z]+)`/g)].map((match) => match[1]!)
    for (const name of names) expect(sources, name).toContain(name)
  })
})
