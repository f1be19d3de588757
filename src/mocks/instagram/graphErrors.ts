/**
 * Graph API errors in Meta's shape (ref. instagram-platform.md, "Graph API errors"). Each
 * factory is one documented case, so the mock never invents a code on the spot.
 */
export interface GraphErrorBody {
  error: {
    message: string
    type: string
    code: number
    error_subcode?: number
    error_user_title?: string
    error_user_msg?: string
    is_transient: boolean
    fbtrace_id: string
  }
}

export interface GraphResult {
  status: number
  body: unknown
  headers?: Record<string, string>
}

let trace = 0
function fbtraceId(): string {
  trace += 1
  return `A${(Date.now() % 1e9).toString(36)}${trace.toString(36)}Mock`
}

export function graphError(
  status: number,
  code: number,
  message: string,
  extra: { subcode?: number; type?: string; transient?: boolean; userTitle?: string; userMsg?: string } = {},
): GraphResult {
  const error: GraphErrorBody['error'] = {
    message,
    type: extra.type ?? 'OAuthException',
    code,
    is_transient: extra.transient ?? false,
    fbtrace_id: fbtraceId(),
  }
  if (extra.subcode !== undefined) error.error_subcode = extra.subcode
  if (extra.userTitle) error.error_user_title = extra.userTitle
  if (extra.userMsg) error.error_user_msg = extra.userMsg
  return { status, body: { error } }
}

export const GraphErrors = {
  temporary: () =>
    graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.', {
      type: 'OAuthException',
      transient: true,
    }),
  unknown: () => graphError(500, 1, 'An unknown error has occurred.', { transient: true }),
  appThrottled: () => graphError(403, 4, '(#4) Application request limit reached', { transient: true }),
  userThrottled: () => graphError(403, 17, '(#17) User request limit reached', { transient: true }),
  invalidToken: () => graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token'),
  expiredToken: (when: number) =>
    graphError(400, 190, `Error validating access token: Session has expired on ${new Date(when).toUTCString()}.`, {
      subcode: 463,
    }),
  revokedToken: (subcode: 458 | 459 | 460) =>
    graphError(
      400,
      190,
      subcode === 458
        ? 'Error validating access token: The user has not authorized application.'
        : subcode === 459
          ? 'Error validating access token: You cannot access the app till you log in to www.instagram.com and follow the instructions given.'
          : 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
      { subcode },
    ),
  missingPermission: (permission: string) =>
    graphError(403, 200, `(#200) Requires ${permission} permission to manage the object`, { type: 'OAuthException' }),
  invalidParameter: (message: string, subcode?: number) =>
    graphError(400, 100, `(#100) ${message}`, subcode === undefined ? {} : { subcode }),
  unknownPath: (path: string) => graphError(400, 2500, `Unknown path components: ${path}`),
  noSuchObject: (id: string) =>
    graphError(
      400,
      100,
      `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      {
        subcode: 33,
        type: 'GraphMethodException',
      },
    ),
  outsideWindow: () =>
    graphError(400, 10, '(#10) This message is sent outside of allowed window.', {
      subcode: 2534022,
      userTitle: 'Message not sent',
      userMsg: 'This message was sent outside of the allowed window.',
    }),
  invalidRecipient: () => graphError(400, 100, '(#100) No matching user found', { subcode: 2534014 }),
  ownerDisabledMessaging: () =>
    graphError(403, 200, '(#200) The account owner has disabled access to instagram direct messages', {
      subcode: 2534041,
    }),
  personNotReceiving: () =>
    graphError(400, 551, "This person isn't available right now.", { userTitle: 'Person unavailable' }),
  rateLimited: () =>
    graphError(429, 613, '(#613) Calls to this api have exceeded the rate limit.', {
      subcode: 2534040,
      transient: true,
    }),
  businessRateLimited: () =>
    graphError(429, 80002, 'There have been too many calls to this Instagram account. Wait a bit and try again.', {
      transient: true,
    }),
  temporarilyRestricted: () =>
    graphError(403, 10, '(#10) This action is temporarily restricted.', { subcode: 1893063 }),
}
