import type { RehearsalRequest, RehearsalResponse } from '@/domain/automations/rehearsal'
import { api } from '@/runtime/api'

/** One move of a rehearsal: the backend stores nothing, so no cache is touched. */
export const playRehearsal = (automationId: string) => (request: RehearsalRequest) =>
  api.post<RehearsalResponse>(`/automations/${encodeURIComponent(automationId)}/rehearsal`, request)
