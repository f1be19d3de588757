import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import brazil from './brazil.svg'
import colombia from './colombia.svg'
import ethiopia from './ethiopia.svg'
import guatemala from './guatemala.svg'
import kenya from './kenya.svg'
import peru from './peru.svg'
import rwanda from './rwanda.svg'
import sumatra from './sumatra.svg'

/** Aurora Coffee Roasters' single origins: the carousel demos' slides (drawn, no network at run time). */
export interface Origin {
  id: string
  name: MessageDescriptor
  notes: MessageDescriptor
  /** Price of a 250 g bag, in euros. */
  price: number
  /** The slide's gradient, dark enough for white text. */
  colors: [string, string]
  /** A bundled illustration (slides/*.svg), for the demos that show pictures. */
  image: string
}

export const ORIGINS: readonly Origin[] = [
  {
    id: 'ethiopia',
    name: msg`Ethiopia, Yirgacheffe`,
    notes: msg`Jasmine, bergamot, peach`,
    price: 14.5,
    colors: ['#7a2e1f', '#3b1610'],
    image: ethiopia,
  },
  {
    id: 'colombia',
    name: msg`Colombia, Huila`,
    notes: msg`Red apple, panela, cocoa`,
    price: 12.9,
    colors: ['#8a3b12', '#4a1f0a'],
    image: colombia,
  },
  {
    id: 'kenya',
    name: msg`Kenya, Nyeri`,
    notes: msg`Blackcurrant, grapefruit, tomato leaf`,
    price: 16,
    colors: ['#6b1d3a', '#35101e'],
    image: kenya,
  },
  {
    id: 'guatemala',
    name: msg`Guatemala, Antigua`,
    notes: msg`Milk chocolate, orange zest, almond`,
    price: 13.5,
    colors: ['#2f4858', '#16242d'],
    image: guatemala,
  },
  {
    id: 'brazil',
    name: msg`Brazil, Cerrado`,
    notes: msg`Hazelnut, caramel, low acidity`,
    price: 11,
    colors: ['#5a4030', '#2c1f17'],
    image: brazil,
  },
  {
    id: 'sumatra',
    name: msg`Sumatra, Gayo`,
    notes: msg`Cedar, dark chocolate, spice`,
    price: 13.9,
    colors: ['#1f4d3a', '#0f261d'],
    image: sumatra,
  },
  {
    id: 'rwanda',
    name: msg`Rwanda, Nyamasheke`,
    notes: msg`Red berries, black tea, honey`,
    price: 15.2,
    colors: ['#4b2a6b', '#241435'],
    image: rwanda,
  },
  {
    id: 'peru',
    name: msg`Peru, Cajamarca`,
    notes: msg`Brown sugar, plum, walnut`,
    price: 12.4,
    colors: ['#6d3b1e', '#371d0f'],
    image: peru,
  },
]
