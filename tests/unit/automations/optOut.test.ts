import { describe, expect, it } from 'vitest'
import { optOutAfter, optOutCommand } from '@/domain/automations/optOut'

describe('stop and start words', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop! ',
    'unsubscribe',
    'ARRET',
    'Arrêt',
    'arrêter',
    'désabonner',
    'توقف',
    'إلغاء',
    'الغاء',
    'أوقف',
    'إيقاف.',
    'PARAR',
    'Sair',
    'pare',
    'cancelar',
  ])('"%s" opts the person out', (text) => {
    expect(optOutCommand(text)).toBe('stop')
  })

  it.each(['START', 'start', 'Démarrer', 'REPRENDRE', 'ابدأ', 'استئناف', 'Começar', 'iniciar', 'subscribe'])(
    '"%s" opts the person in again',
    (text) => {
      expect(optOutCommand(text)).toBe('start')
    },
  )

  it.each(['stop the music', 'please stop sending', 'non-stop', 'stopper', 'hello', '', 'توقف عن', 'parar de'])(
    '"%s" is neither: the whole message must be the word',
    (text) => {
      expect(optOutCommand(text)).toBeNull()
    },
  )
})

describe('the opt-out a message leaves', () => {
  it('starts with a stop word, keeps its first time on another, ends with a start word', () => {
    expect(optOutAfter(undefined, 'STOP', 100)).toBe(100)
    expect(optOutAfter(100, 'arrêt', 200)).toBe(100)
    expect(optOutAfter(100, 'what?', 300)).toBe(100)
    expect(optOutAfter(100, 'START', 400)).toBeUndefined()
    expect(optOutAfter(undefined, 'hello', 500)).toBeUndefined()
  })
})
