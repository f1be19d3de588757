/** A self-contained profile picture (the browser here cannot reach Instagram's CDN). */
export function avatarDataUrl(name: string, index: number): string {
  const colors = ['#2E7D32', '#6A1B9A', '#C62828', '#1565C0', '#EF6C00']
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="${
    colors[index % colors.length]
  }"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
