import { demoSources } from '@/components/demo'

/** The source text of this feature's demos, for their cards' "Show code". */
export const sourceOf = demoSources(import.meta.glob('./demos/*.tsx', { query: '?raw', import: 'default' }))
