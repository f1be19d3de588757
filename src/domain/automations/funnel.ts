/**
 * How far the people an automation answered went: triggered, first message sent, opened (a seen
 * receipt at or after that send), tapped, link clicked, input captured. Each stage counts distinct
 * runs. A run that reached a stage has passed the ones above it too (a person who tapped a button
 * saw the message, even when Instagram sent no seen receipt), so the counts never increase down
 * the funnel. Also per step, per post, and each A/B split's branches compared with a
 * two-proportion z-test.
 */
import type { FlowGraph } from './flow/model'
import type { ActionOutcome, AutomationRun, OutcomeKind } from './runs'

export const FUNNEL_STAGES = ['triggered', 'sent', 'opened', 'tapped', 'clicked', 'captured'] as const
export type FunnelStage = (typeof FUNNEL_STAGES)[number]

/** A click on a tracked link (`/r/{token}`), as the redirect records it. */
export interface LinkClick {
  automationId: string
  stepId: string
  runId: string
  contactId?: string
  at: number
}

/** A person's seen receipt (`messaging_seen`): everything the account sent them up to `at` was read. */
export interface SeenReceipt {
  accountId: string
  contactId: string
  at: number
}

export type StageCounts = Record<FunnelStage, number>

interface StepCount {
  stepId: string
  kind: OutcomeKind
  /** Entries of the step (each visit of it in each run). */
  entries: number
  /** Entries per outcome taken (`next`, an option, a branch…), most first. */
  outcomes: { outcome: string; entries: number }[]
}

interface PostCount {
  mediaId: string
  stages: StageCounts
}

/** Too few runs for a verdict: each branch needs `minimum` runs and five expected on either side. */
export type SplitVerdict =
  { kind: 'too-small'; minimum: number } | { kind: 'tested'; z: number; pValue: number; significant: boolean }

interface SplitBranchCount {
  branchId: string
  label: string
  /** Runs that took the branch and were sent a message after it. */
  reached: number
  /** Of those, the runs that reached the comparison's stage. */
  converted: number
  /** This branch against the first one (absent for the first). */
  verdict?: SplitVerdict
}

export interface SplitComparison {
  stepId: string
  /** The stage compared: a link click when the flow has links, else the next one it can reach. */
  stage: Extract<FunnelStage, 'opened' | 'tapped' | 'clicked' | 'captured'>
  branches: SplitBranchCount[]
}

export interface AutomationFunnel {
  stages: StageCounts
  steps: StepCount[]
  posts: PostCount[]
  splits: SplitComparison[]
}

interface FunnelInput {
  flow: FlowGraph
  /** The automation's runs (test-mode runs are never stored, and are ignored if given). */
  runs: readonly AutomationRun[]
  clicks: readonly LinkClick[]
  seen: readonly SeenReceipt[]
}

/** Fewer runs than this in a branch and the comparison says so rather than guess. */
const MIN_BRANCH_RUNS = 30
const MIN_EXPECTED = 5
const SIGNIFICANCE = 0.05

const SEND_KINDS: ReadonlySet<OutcomeKind> = new Set(['private-reply', 'send-dm'])

function isSent(entry: ActionOutcome): boolean {
  return SEND_KINDS.has(entry.kind) && entry.status === 'done'
}

/** The deepest stage each run reached, by its id. */
function deepestStages(input: FunnelInput): Map<string, number> {
  const clicked = new Set(input.clicks.map((click) => click.runId))
  const seenBy = new Map<string, number>()
  for (const receipt of input.seen) {
    const key = `${receipt.accountId}:${receipt.contactId}`
    seenBy.set(key, Math.max(seenBy.get(key) ?? -Infinity, receipt.at))
  }
  const deepest = new Map<string, number>()
  for (const run of input.runs) {
    if (run.test) continue
    const sends = run.actions.filter(isSent)
    const firstSendAt = sends.length > 0 ? Math.min(...sends.map((entry) => entry.updatedAt)) : undefined
    const reached: Record<FunnelStage, boolean> = {
      triggered: true,
      sent: firstSendAt !== undefined,
      opened:
        firstSendAt !== undefined &&
        run.contactId !== undefined &&
        (seenBy.get(`${run.accountId}:${run.contactId}`) ?? -Infinity) >= firstSendAt,
      tapped: run.actions.some((entry) => entry.kind === 'tap'),
      clicked: clicked.has(run.id),
      captured: run.actions.some((entry) => entry.kind === 'ask' && entry.outcome === 'next'),
    }
    let stage = 0
    FUNNEL_STAGES.forEach((name, index) => {
      if (reached[name]) stage = index
    })
    deepest.set(run.id, stage)
  }
  return deepest
}

function countStages(depths: Iterable<number>): StageCounts {
  const counts = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as StageCounts
  for (const depth of depths) for (let index = 0; index <= depth; index++) counts[FUNNEL_STAGES[index]!]++
  return counts
}

function countSteps(input: FunnelInput): StepCount[] {
  const byStep = new Map<string, { kind: OutcomeKind; entries: number; outcomes: Map<string, number> }>()
  for (const run of input.runs) {
    if (run.test) continue
    for (const entry of run.actions) {
      if (!entry.stepId) continue
      let step = byStep.get(entry.stepId)
      if (!step) byStep.set(entry.stepId, (step = { kind: entry.kind, entries: 0, outcomes: new Map() }))
      step.entries++
      if (entry.outcome !== undefined) step.outcomes.set(entry.outcome, (step.outcomes.get(entry.outcome) ?? 0) + 1)
    }
  }
  // The flow's order; steps since deleted from it come last.
  const order = Object.keys(input.flow.steps)
  const rank = (stepId: string) => (order.includes(stepId) ? order.indexOf(stepId) : order.length)
  return [...byStep]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([stepId, step]) => ({
      stepId,
      kind: step.kind,
      entries: step.entries,
      outcomes: [...step.outcomes]
        .map(([outcome, entries]) => ({ outcome, entries }))
        .sort((a, b) => b.entries - a.entries || a.outcome.localeCompare(b.outcome)),
    }))
}

function countPosts(input: FunnelInput, deepest: Map<string, number>): PostCount[] {
  const byPost = new Map<string, number[]>()
  for (const run of input.runs) {
    const depth = deepest.get(run.id)
    if (run.mediaId === undefined || depth === undefined) continue
    const depths = byPost.get(run.mediaId)
    if (depths) depths.push(depth)
    else byPost.set(run.mediaId, [depth])
  }
  return [...byPost]
    .map(([mediaId, depths]) => ({ mediaId, stages: countStages(depths) }))
    .sort((a, b) => b.stages.triggered - a.stages.triggered || a.mediaId.localeCompare(b.mediaId))
}

/** The stage an A/B test of this flow is about: a link click when it has links, else what it can reach. */
function comparedStage(flow: FlowGraph): SplitComparison['stage'] {
  const steps = Object.values(flow.steps)
  const sends = steps.flatMap((step) => (step.kind === 'send' ? [step] : []))
  const buttons = sends.flatMap((step) =>
    step.messages.flatMap((message) =>
      message.kind === 'text'
        ? message.buttons
        : message.kind === 'carousel'
          ? message.cards.flatMap((card) => card.buttons)
          : [],
    ),
  )
  if (buttons.some((button) => button.action.kind === 'link')) return 'clicked'
  if (buttons.length > 0 || sends.some((step) => step.quickReplies.length > 0)) return 'tapped'
  if (steps.some((step) => step.kind === 'ask')) return 'captured'
  return 'opened'
}

function compareSplits(input: FunnelInput, deepest: Map<string, number>): SplitComparison[] {
  const stage = comparedStage(input.flow)
  const stageIndex = FUNNEL_STAGES.indexOf(stage)
  return Object.values(input.flow.steps).flatMap((step) => {
    if (step.kind !== 'split') return []
    const branches = step.branches.map((branch) => {
      let reached = 0
      let converted = 0
      for (const run of input.runs) {
        if (run.test) continue
        const split = run.actions.find((entry) => entry.stepId === step.id && entry.kind === 'split')
        if (split?.outcome !== branch.id) continue
        if (!run.actions.some((entry) => entry.index > split.index && isSent(entry))) continue
        reached++
        if ((deepest.get(run.id) ?? 0) >= stageIndex) converted++
      }
      return { branchId: branch.id, label: branch.label, reached, converted }
    })
    const [first] = branches
    return [
      {
        stepId: step.id,
        stage,
        branches: branches.map((branch, index) =>
          index === 0 || !first
            ? branch
            : {
                ...branch,
                verdict: twoProportionTest(first.converted, first.reached, branch.converted, branch.reached),
              },
        ),
      },
    ]
  })
}

/** The standard normal distribution's cumulative function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * The pooled two-proportion z-test of `x1/n1` against `x2/n2`, two-sided; too small when either
 * sample has fewer than `MIN_BRANCH_RUNS` or an expected count (successes or failures) under five.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number): SplitVerdict {
  const pooled = (x1 + x2) / (n1 + n2)
  const expected = [n1 * pooled, n1 * (1 - pooled), n2 * pooled, n2 * (1 - pooled)]
  if (n1 < MIN_BRANCH_RUNS || n2 < MIN_BRANCH_RUNS || expected.some((count) => count < MIN_EXPECTED))
    return { kind: 'too-small', minimum: MIN_BRANCH_RUNS }
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
  const z = (x1 / n1 - x2 / n2) / standardError
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))))
  return { kind: 'tested', z, pValue, significant: pValue < SIGNIFICANCE }
}

export function automationFunnel(input: FunnelInput): AutomationFunnel {
  const deepest = deepestStages(input)
  return {
    stages: countStages(deepest.values()),
    steps: countSteps(input),
    posts: countPosts(input, deepest),
    splits: compareSplits(input, deepest),
  }
}
