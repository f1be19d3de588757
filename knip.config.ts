import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies (`npx knip`, in `npm test`). The entries are what runs on
 * its own: the app (index.html's src/main.tsx, found through the Vite plugin), the page the build
 * pre-renders, the server and Instagram mock hosts, the scripts, and the tests (an export only the
 * tests use counts as used). An export its own module also uses is not reported: the constant a
 * rule is written with stays nameable beside it.
 */
const config: KnipConfig = {
  entry: [
    'src/app/prerender.tsx',
    'src/hosts/node/main.ts',
    'src/hosts/node/instagramMock.ts',
    'scripts/*.mjs',
    'scripts/lint/*.{mjs,cjs}',
    'tests/**/*.test.{ts,tsx}',
    'tests/support/*GlobalSetup.ts',
    // drizzle-kit reads its tables to write the migrations.
    'src/server/storage/postgres/schema.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.{mjs,cjs,mts,ts}', 'tests/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // Imported by src/styles/global.css, which knip does not read.
    '@fontsource-variable/inter',
    // Run by hand to write the PostgreSQL migrations (src/server/storage/postgres/schema.ts).
    'drizzle-kit',
    // Type-only imports of the GeoJSON and TopoJSON shapes, whose types come with @types/topojson-client.
    'geojson',
    'topojson-specification',
  ],
  // The bench and the local PostgreSQL and Chromium set-ups call these when present.
  ignoreBinaries: ['openssl', 'apt-get'],
  ignoreExportsUsedInFile: true,
}

export default config
