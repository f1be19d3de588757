// A minimal import resolver for ESLint (eslint-module-utils' interface v2): the `@/` alias of
// tsconfig.json and relative paths, with the extensions the project uses. Packages are left to
// Node. It exists so the boundary rules need no resolver with native bindings.
const { existsSync, statSync } = require('node:fs')
const { dirname, resolve } = require('node:path')

const SRC = resolve(__dirname, '../../src')
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.mjs', '.js', '/index.ts', '/index.tsx']

function probe(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

exports.interfaceVersion = 2
exports.resolve = (source, file) => {
  const bare = source.split('?')[0]
  if (bare.startsWith('@/')) {
    const path = probe(resolve(SRC, bare.slice(2)))
    return path ? { found: true, path } : { found: false }
  }
  if (bare.startsWith('.')) {
    const path = probe(resolve(dirname(file), bare))
    return path ? { found: true, path } : { found: false }
  }
  try {
    return { found: true, path: require.resolve(bare, { paths: [dirname(file)] }) }
  } catch {
    // Packages resolved only through the bundler's conditions (or types-only): external all the same.
    return { found: true, path: null }
  }
}
