import { useCallback, useEffect, useRef, useState } from 'react'
import { sameJson } from '@/lib/sameJson'
import { storageKey } from '@/lib/storage'
import { newSubmissionKey } from './submissionKey'

export interface FormDraftOptions<T> {
  /** The form's place in the tab's storage, one per form and record: `automation:new`, `automation:a-1`. */
  name: string
  /** What the form shows when nothing is kept: a new record's defaults, or the record as stored. */
  initial: T
  /**
   * Reads a kept draft back: the values when they have this form's shape, null when not (an older
   * version of the form, a hand-edited entry). A draft it refuses is dropped, and the form says so.
   */
  read: (stored: unknown) => T | null
}

export interface FormDraft<T> {
  values: T
  setValues: (next: T | ((current: T) => T)) => void
  /** Whether the values differ from `initial`. */
  dirty: boolean
  /**
   * The submission's idempotency key (`api.post(path, body, { idempotencyKey })`): the same for
   * every try of this draft, in this tab, after a reload, and in a tab duplicated from it, so the
   * backend creates one record however often it is sent. A new one after `saved()`.
   */
  submissionKey: string
  /** What to tell the person when the form opens: their draft is back, or it could not be read. */
  notice: 'restored' | 'unreadable' | null
  /** The draft was saved: forget it, and the next submission gets a new key. */
  saved: () => void
  /** Back to `initial`, the kept draft forgotten. */
  discard: () => void
}

interface Kept {
  values: unknown
  submissionKey: string
}

/**
 * A form's unsaved values and its submission's key, kept in the tab's sessionStorage while they
 * differ from `initial`: a reload, or a tab duplicated from this one, opens the form as it was left.
 * Closing the tab forgets it (the unsaved-changes guard asks first).
 */
export function useFormDraft<T>({ name, initial, read }: FormDraftOptions<T>): FormDraft<T> {
  const key = storageKey(`draft:${name}`)
  const [opened] = useState(() => openDraft(key, read))
  const [values, setValues] = useState<T>(() => opened.values ?? initial)
  const [submissionKey, setSubmissionKey] = useState(() => opened.submissionKey ?? newSubmissionKey())
  const [notice, setNotice] = useState(opened.notice)
  // Set once saved or discarded: nothing is written again until the person changes something.
  const settled = useRef(false)
  const dirty = !sameJson(values, initial)

  useEffect(() => {
    if (settled.current) return
    if (dirty) writeKept(key, { values, submissionKey })
    else removeKept(key)
  }, [key, values, submissionKey, dirty])

  const update = useCallback((next: T | ((current: T) => T)) => {
    settled.current = false
    setValues(next)
  }, [])

  const saved = useCallback(() => {
    settled.current = true
    removeKept(key)
    setSubmissionKey(newSubmissionKey())
    setNotice(null)
  }, [key])

  const discard = useCallback(() => {
    removeKept(key)
    setValues(initial)
    setSubmissionKey(newSubmissionKey())
    setNotice(null)
  }, [key, initial])

  return { values, setValues: update, dirty, submissionKey, notice, saved, discard }
}

function openDraft<T>(
  key: string,
  read: (stored: unknown) => T | null,
): { values: T | null; submissionKey: string | null; notice: FormDraft<T>['notice'] } {
  const raw = readKept(key)
  if (raw === null) return { values: null, submissionKey: null, notice: null }
  try {
    const kept = JSON.parse(raw) as Partial<Kept> | null
    const values = kept && typeof kept.submissionKey === 'string' ? read(kept.values) : null
    if (values !== null) return { values, submissionKey: kept!.submissionKey!, notice: 'restored' }
  } catch {
    // Not JSON: like a draft of another shape, the first write or removal replaces it.
  }
  return { values: null, submissionKey: null, notice: 'unreadable' }
}

// Storage may be disabled (a privacy setting): the form then works as before, without a kept draft.
function readKept(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function writeKept(key: string, kept: Kept): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // full or disabled: the draft lives on screen only
  }
}

function removeKept(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // disabled: nothing kept
  }
}
