/**
 * The mock's registered app. In production these live in the backend's secret store; here they
 * are fixed so the simulator, the tests and the consent page agree.
 */
export const INSTAGRAM_APP = {
  clientId: '990602627938098',
  clientSecret: 'mock-instagram-app-secret-5f2c9d',
  /** Typed into the Meta dashboard when subscribing the callback URL. */
  verifyToken: 'conversa-mock-verify-token',
  graphVersion: 'v23.0',
} as const

/** A Meta app's settings as Conversa uses them: the mock's (`INSTAGRAM_APP`) or a configured server's. */
export interface InstagramAppSettings {
  clientId: string
  clientSecret: string
  verifyToken: string
  graphVersion: string
}

/** Where a Graph API client finds Instagram: its consent page, its OAuth API and the Graph API. */
export interface InstagramHosts {
  authorize: string
  api: string
  graph: string
}

/** Instagram's own hosts; the server configured for the mock points at the mock's service instead. */
export const INSTAGRAM_HOSTS: InstagramHosts = {
  authorize: 'https://www.instagram.com/oauth/authorize',
  api: 'https://api.instagram.com',
  graph: 'https://graph.instagram.com',
}

/**
 * The browser cannot have MSW answer a top-level navigation, so in the browser the authorize
 * URL points at this app-served page, which only exists while the mock backend is on.
 */
export const MOCK_AUTHORIZE_PATH = '/__mock/instagram/oauth/authorize'

/** Points where Meta's documentation is silent: configurable rather than guessed one way. */
export interface InstagramPlatformConfig {
  /** Documented `{data:[...]}` or the flat shape clients meet in the wild. */
  tokenResponseShape: 'data' | 'flat'
  /** Whether a denied consent echoes `state` back (unconfirmed). */
  stateOnDenial: boolean
  /** The error for a second private reply to one comment (code unconfirmed). */
  privateReplyUsedError: { code: number; subcode: number }
  /**
   * Meta's documented rates (Messenger Platform, "Rate limiting"; Instagram Platform, "Rate
   * limiting"), per account unless said otherwise. Tests lower them to reach a limit quickly.
   */
  limits: {
    /** Send API calls per second for text, links, reactions and stickers (images are counted here too: Meta names no rate for them). */
    textSendsPerSecond: number
    /** Send API calls per second for audio and video. */
    mediaSendsPerSecond: number
    /** Conversations API calls per second (conversation lists and their messages). */
    conversationCallsPerSecond: number
    /** Private replies per hour to comments on posts and reels. */
    privateRepliesPerHour: number
    /** Private replies per second to comments on a live video. */
    livePrivateRepliesPerSecond: number
    /** Graph calls per hour for the whole app: X-App-Usage reaches 100% here. */
    appCallsPerHour: number
    /**
     * The account's Graph quota for non-messaging calls: this many calls per impression in 24
     * hours (X-Business-Use-Case-Usage reaches 100% there). Messaging calls are not counted.
     */
    accountCallsPerImpression: number
    /** The impressions of an account's content in 24 hours, which Meta's account quota multiplies. */
    accountImpressions: number
  }
  /** Whether the app has Meta's approval for the Human Agent feature (tag `HUMAN_AGENT`). */
  humanAgentApproved: boolean
  /**
   * How long a change to the messenger profile (ice breakers, persistent menu) takes to show to
   * people: Meta says changes are not shown in real time. The API reads the new value at once.
   */
  messengerProfileDelayMs: number
  /**
   * Whether a person opening the thread from an `ig.me` link (a `messaging_referral`) opens the
   * 24-hour window, as Messenger documents for `m.me` links ("This action will reset the 24-hour
   * standard messaging window"); Instagram's ig.me page is silent (unconfirmed). On by default, so
   * a link-started flow can send its first message to someone who never wrote.
   */
  referralOpensWindow: boolean
  /** Accepts redirect URIs as the app's dashboard would; the mock allows any origin's callback route. */
  isRegisteredRedirect: (uri: string) => boolean
  /**
   * The waits before each new attempt at a webhook the receiver did not answer with 200. Meta
   * retries with decreasing frequency for up to 36 hours; the mock compresses that, so a receiver
   * that was down can be seen catching up within minutes.
   */
  webhookRetryDelaysMs: readonly number[]
}

export const DEFAULT_PLATFORM_CONFIG: InstagramPlatformConfig = {
  tokenResponseShape: 'data',
  stateOnDenial: true,
  privateReplyUsedError: { code: 10, subcode: 2534023 },
  limits: {
    textSendsPerSecond: 300,
    mediaSendsPerSecond: 10,
    conversationCallsPerSecond: 2,
    privateRepliesPerHour: 750,
    livePrivateRepliesPerSecond: 100,
    appCallsPerHour: 4800,
    accountCallsPerImpression: 4800,
    accountImpressions: 1,
  },
  humanAgentApproved: false,
  messengerProfileDelayMs: 10_000,
  referralOpensWindow: true,
  webhookRetryDelaysMs: [1000, 5000, 30_000, 120_000],
  isRegisteredRedirect: (uri) => {
    try {
      const url = new URL(uri)
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname.replace(/\/$/, '') === '/callback/instagram'
      )
    } catch {
      return false
    }
  },
}
