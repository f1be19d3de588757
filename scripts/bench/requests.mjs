// What the server benches ask of the API: the automations they create and the calls they measure.
// A bench whose requests the API refuses measures an error page, or stops half-way:
// tests/unit/automations/benchRequests.test.ts sends them to the backend, so a change to what the
// API takes fails there. (Written out: Node runs the benches, and the domain's modules import each
// other without the file extensions Node needs.)

/** A comment containing `keyword` on any post gets a public reply. */
export function publicReplyAutomation(accountId, { name, keyword, priority }) {
  const trigger = {
    kind: 'comment-keyword',
    keywords: { keywords: [keyword], mode: 'contains' },
    media: { kind: 'any' },
  }
  return {
    name,
    accountId,
    status: 'active',
    priority,
    stopAfterFirstMatch: false,
    trigger,
    // The flow a single public reply makes (src/domain/automations/flow/fromActions.ts).
    flow: {
      start: 's1',
      steps: { s1: { id: 's1', kind: 'public-reply', variants: ['Thanks!'], next: null } },
      layout: { s1: { x: 0, y: 0 } },
    },
  }
}

/** A comment with "link" gets the product's link in a private reply (tests/server/support/instagram.ts's, without its public reply). */
export function privateReplyAutomation(accountId) {
  const trigger = {
    kind: 'comment-keyword',
    keywords: { keywords: ['link'], mode: 'contains' },
    media: { kind: 'any' },
  }
  return {
    name: 'Link do produto',
    accountId,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger,
    flow: {
      start: 's1',
      steps: {
        s1: {
          id: 's1',
          kind: 'send',
          channel: 'private-reply',
          messages: [{ id: 's1-m1', kind: 'text', text: 'Aqui está: https://loja.example/p', buttons: [] }],
          quickReplies: [],
          next: null,
        },
      },
      layout: { s1: { x: 0, y: 0 } },
    },
  }
}

/** The calls the server bench measures: the dashboard's and the automations list's first page. */
export const MEASURED_CALLS = [
  { name: 'dashboard', path: '/automations/dashboard' },
  { name: 'automations list', path: '/automations?page=1&itemsPerPage=10' },
]
