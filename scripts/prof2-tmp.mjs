import { chromium } from 'playwright-core'
import { seedUsers } from './lib/emulator.mjs'
import { servePreview } from './lib/build.mjs'
import { CHROMIUM_ARGS } from './lib/chromium.mjs'
await seedUsers([{email:'admin@conversa.test',password:'conversa-admin',displayName:'Admin'}])
const server = await servePreview({ mode: 'mock', outDir: '/work/main/dist-mock' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } })
const page = await context.newPage()
await page.goto('/login')
await page.getByLabel('Email').fill('admin@conversa.test')
await page.getByLabel('Password').fill('conversa-admin')
await page.getByRole('button', { name: 'Sign in' }).click()
await page.waitForURL(/\/dashboards/)
await page.waitForTimeout(3000)
const path = process.argv[2] ?? '/dashboards/analytics'
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const s = performance.now()
await page.goto(path)
await page.locator(process.argv[3] ?? '.recharts-surface').first().waitFor()
console.log('content', (performance.now() - s).toFixed(0))
const { profile } = await cdp.send('Profiler.stop')
const self = new Map(); const byUrl = new Map()
const dt = profile.timeDeltas; const idIndex = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map(); for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0))
for (const [id, us] of counts) { const n = idIndex.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + us); const u = f.url.split('/').pop() || f.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us) }
console.log('by url'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(0).padStart(6), k)
console.log('by fn'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), k)
await browser.close(); await server.close()
