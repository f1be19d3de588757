import type { ComponentType } from 'react'
import type { LayoutName } from '@/routes/types'
import { BlankHomeLayout } from './BlankHomeLayout'
import { BlankLayout } from './BlankLayout'
import { DefaultLayout } from './DefaultLayout'
import type { LayoutProps } from './types'

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  blank: BlankLayout,
  blankHome: BlankHomeLayout,
  default: DefaultLayout,
}
