/**
 * "@x is connected", handed from the callback screen to the integrations screen in memory: it
 * shows once, and neither a reload nor a shared link brings it back (docs/product.md, "Automations").
 */
let connected: string | null = null

export function announceConnected(username: string): void {
  connected = username
}

export function takeConnected(): string | null {
  const username = connected
  connected = null
  return username
}
