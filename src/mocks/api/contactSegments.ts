import type { Segment } from '@/domain/contacts/segments'
import type { MockBackend } from '../types'

/** A workspace's saved filter over its contacts, as the backend stores it. */
export type StoredSegment = Segment & { ownerUid: string; createdAt: number }

/** The segments of every workspace: the contacts screens keep them, flows' conditions test them. */
export const segmentsOf = (backend: MockBackend) => backend.db.collection<StoredSegment>('contactSegments')
