/**
 * A person may ask not to receive automated messages any more, and later ask again (docs/product.md,
 * "Automations"). The whole message must be one of these words, whatever its case, accents, Arabic
 * vowel marks or surrounding punctuation: "stop." opts out, "stop the music" does not.
 */
export type OptOutCommand = 'stop' | 'start'

/** Each written as `normalized()` leaves it: lower case, no accents, no hamza or vowel marks. */
const STOP_WORDS = new Set([
  // English
  'stop',
  'unsubscribe',
  // French: arrêt, arrêter, désabonner, désinscrire
  'arret',
  'arreter',
  'desabonner',
  'desinscrire',
  // Arabic: توقف (stop), إلغاء (cancel), إيقاف (halt), أوقف (stop it)
  'توقف',
  'الغاء',
  'ايقاف',
  'اوقف',
  // Portuguese: parar, pare, sair, cancelar
  'parar',
  'pare',
  'sair',
  'cancelar',
])

const START_WORDS = new Set([
  // English
  'start',
  'subscribe',
  // French: démarrer, reprendre
  'demarrer',
  'reprendre',
  // Arabic: ابدأ (start), بدء (beginning), استئناف (resume)
  'ابدا',
  'بدء',
  'استيناف',
  // Portuguese: começar, iniciar
  'comecar',
  'iniciar',
])

/**
 * Case, accents and Arabic marks fold away (NFKD splits "إ" into alef and a hamza mark, "ê" into
 * "e" and a circumflex); tatweel and anything that is not a letter or digit at the ends goes.
 */
function normalized(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
}

/** What the person's message asks for: to stop automated messages, to start them again, or neither. */
export function optOutCommand(text: string): OptOutCommand | null {
  const word = normalized(text)
  if (STOP_WORDS.has(word)) return 'stop'
  if (START_WORDS.has(word)) return 'start'
  return null
}

/** The person's opt-out after their message at `at`: set by a stop word, cleared by a start word. */
export function optOutAfter(optedOutAt: number | undefined, text: string, at: number): number | undefined {
  const command = optOutCommand(text)
  if (command === 'stop') return optedOutAt ?? at
  if (command === 'start') return undefined
  return optedOutAt
}
