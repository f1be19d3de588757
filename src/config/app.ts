/**
 * App-wide constants from docs/product.md ("Stored state", "Limits and constants"). One place, so the machines, the screens
 * and the tests agree on every number.
 */
export const APP_TITLE: string = import.meta.env.VITE_APP_TITLE ?? 'Conversa'

/** Every key the app stores (localStorage and cookies) starts with this. */
export const STORAGE_PREFIX = `${APP_TITLE.toLowerCase()}-`

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const
/** At this width and below the navigation becomes a vertical overlay. */
export const OVERLAY_NAV_MAX_WIDTH = 1279

export const SCROLL_TO_TOP_THRESHOLD_PX = 200
export const PREFERENCE_COOKIE_MAX_AGE_DAYS = 30
export const HORIZONTAL_NAV_POPOVER_OFFSET = 4

export const LOADING_BAR = { startPercent: 10, tickMs: 800, capPercent: 82, resetDelayMs: 300 } as const

export const TABLE_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const

export const DEFAULT_PRIMARY_COLOR = { light: '#2E7D32', dark: '#43A047' } as const

/** Identity-service token timing (docs/product.md, "Limits and constants"). */
export const TOKEN_TIMING = {
  refreshBeforeExpiryMs: 5 * 60_000,
  expirySkewMs: 30_000,
  backoffStartMs: 30_000,
  backoffMaxMs: 960_000,
} as const

export const PASSWORD_MIN_LENGTH = 6
