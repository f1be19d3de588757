import type { ComponentType } from 'react'
import type { LayoutName } from '@/routes/types'
import type { LayoutProps } from './types'

export type LayoutLoader = () => Promise<ComponentType<LayoutProps>>

/**
 * Each layout is a chunk of its own, fetched with the screen's chunk and catalog (see
 * src/app/routeModules.ts): the signed-in shell (menus, customizer, dialogs) never weighs on the
 * sign-in screens, and the blank layouts cost the shell nothing.
 */
export const layouts: Record<LayoutName, LayoutLoader> = {
  blank: () => import('./BlankLayout').then((module) => module.BlankLayout),
  blankHome: () => import('./BlankHomeLayout').then((module) => module.BlankHomeLayout),
  default: () => import('./DefaultLayout').then((module) => module.DefaultLayout),
  bare: () => import('./BareLayout').then((module) => module.BareLayout),
}
