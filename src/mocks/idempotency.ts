import type { Database, Entity } from '@/server/storage/database'

/**
 * Repeated submissions answered once. A POST carrying `Idempotency-Key` (the form's submission,
 * docs/kit.md, "Forms") runs once per caller, key and body: a double click, a retried request or a
 * second tab sending the same form gets the first answer back, with `Idempotent-Replayed: true`,
 * and creates nothing more. A different body under the same key is a different submission (a
 * duplicated tab whose form was then changed) and runs on its own.
 *
 * Only a success is kept: a refusal or a failure frees the key, so the same submission, corrected
 * or retried once the service is back, runs again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'
export const IDEMPOTENCY_COLLECTION = 'idempotentAnswers'

/** How long a submission's answer is kept. */
const ANSWER_KEPT_MS = 24 * 3_600_000
/** A claim older than this is taken to be a request that never finished (its process ended). */
const CLAIM_ABANDONED_MS = 60_000
/** How long a repeated request waits for the first one's answer before saying it is still running. */
const WAIT_FOR_FIRST_MS = 15_000
const POLL_MS = 25

/** A key's claim, then the answer it got. */
interface IdempotentAnswer extends Entity {
  /** The caller's uid; '' for a public endpoint's anonymous callers. */
  ownerUid: string
  claimedAt: number
  expiresAt: number
  answer: { status: number; headers: [string, string][]; body: string } | null
}

/** Headers of an answer worth giving again (not the ones each host adds on its own). */
const KEPT_HEADERS = ['content-type', 'location']

type Claim = { kind: 'claimed' } | { kind: 'answered'; response: Response } | { kind: 'running' }

/**
 * Runs `run` once per submission: `request` is the caller's, still unread (its body is read from
 * a clone). Requests without the header, or not POSTs, simply run.
 */
export async function answerOnce(
  db: Database,
  now: () => number,
  request: Request,
  ownerUid: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)
  if (request.method !== 'POST' || !key) return run()
  const id = await submissionId(request, ownerUid, key)
  let claim = await claimKey(db, now(), id, ownerUid)
  // A second click while the first request runs: wait for its answer rather than run again.
  // Counted in polls, not by the backend's clock, which a test may hold still.
  for (let waited = 0; claim.kind === 'running' && waited < WAIT_FOR_FIRST_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    claim = await claimKey(db, now(), id, ownerUid)
  }
  if (claim.kind === 'answered') return claim.response
  if (claim.kind === 'running')
    return Response.json(
      { error: { code: 'request/in-progress', message: 'The same submission is still being worked on.' } },
      { status: 409 },
    )
  const answers = db.collection<IdempotentAnswer>(IDEMPOTENCY_COLLECTION)
  let response: Response
  try {
    response = await run()
  } catch (error) {
    await answers.remove(id)
    throw error
  }
  if (response.status < 200 || response.status >= 300) {
    await answers.remove(id)
    return response
  }
  const body = await response.clone().text()
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name)
    return value === null ? [] : [[name, value]]
  })
  await answers.update(id, { answer: { status: response.status, headers, body } })
  return response
}

/**
 * Takes the key for this request in one transaction, so that of two requests at the same moment
 * only one runs; on the way, forgets the caller's answers older than a day.
 */
function claimKey(db: Database, now: number, id: string, ownerUid: string): Promise<Claim> {
  return db.transaction(async (tx) => {
    const answers = tx.collection<IdempotentAnswer>(IDEMPOTENCY_COLLECTION)
    const found = await answers.get(id)
    const live = found && found.expiresAt > now
    if (live && found.answer) return { kind: 'answered', response: replay(found.answer) }
    if (live && now - found.claimedAt < CLAIM_ABANDONED_MS) return { kind: 'running' }
    for (const old of await answers.ownedBy(ownerUid))
      if (old.expiresAt <= now && old.id !== id) await answers.remove(old.id)
    await answers.insert({ id, ownerUid, claimedAt: now, expiresAt: now + ANSWER_KEPT_MS, answer: null })
    return { kind: 'claimed' }
  })
}

function replay(answer: NonNullable<IdempotentAnswer['answer']>): Response {
  const headers = new Headers(answer.headers)
  headers.set(REPLAYED_HEADER, 'true')
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers })
}

/** Caller, route and key, with the body's digest: the same key with another body is another submission. */
async function submissionId(request: Request, ownerUid: string, key: string): Promise<string> {
  const path = new URL(request.url).pathname
  // Hashed before any transaction: crypto.subtle may not run inside one.
  const bytes = await request.clone().arrayBuffer()
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${ownerUid}:${path}:${key}:${hex}`
}
