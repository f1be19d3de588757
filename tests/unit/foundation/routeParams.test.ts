import { describe, expect, expectTypeOf, it } from 'vitest'
import { hrefOf, hrefOfData, pathOf } from '@/routes/match'
import type { FixedRouteName, ParamRouteName, RouteParams } from '@/routes/table'

// `npm run typecheck` (tsc over tests/ too) holds the lines marked @ts-expect-error to not compiling:
// if one of them ever compiles, the directive itself is the error.
describe('route parameters typed from the table', () => {
  it('builds a parameterised route from the parameters its path names', () => {
    expect(hrefOf('user-view', { id: 'u 1' })).toBe('/apps/user/view/u%201')
    expect(hrefOf('automation-runs', { id: 'a1' })).toBe('/automacoes/a1/execucoes')
    expect(hrefOf('front-help-article', { title: 'messaging-window' })).toBe(
      '/front-pages/help-center/article/messaging-window',
    )
    expectTypeOf<RouteParams<'user-view'>>().toEqualTypeOf<{ id: string }>()
    expectTypeOf<RouteParams<'account-settings-tab'>>().toEqualTypeOf<{ tab: string }>()
    expectTypeOf<keyof RouteParams<'login'>>().toEqualTypeOf<never>()
  })

  it('does not compile a link without its parameter, with a misnamed one, or with a fixed route', () => {
    expect(() =>
      // @ts-expect-error: the user's screen needs its id
      hrefOf('user-view'),
    ).toThrow()
    expect(() =>
      // @ts-expect-error: the id is missing
      hrefOf('user-view', {}),
    ).toThrow(/needs the parameter id/)
    expect(() =>
      // @ts-expect-error: the path's parameter is `id`, not `userId`
      hrefOf('user-view', { userId: 'u1' }),
    ).toThrow(/needs the parameter id/)
    // @ts-expect-error: the sign-in screen has no parameters: it is linked with pathOf
    expect(hrefOf('login', {})).toBe('/login')
    // @ts-expect-error: a parameterised route is linked with hrefOf, never as its pattern
    expect(pathOf('user-view')).toBe('/apps/user/view/:id')
    expectTypeOf<'user-view'>().toExtend<ParamRouteName>()
    expectTypeOf<'user-view'>().not.toExtend<FixedRouteName>()
    expectTypeOf<'dashboards'>().toExtend<FixedRouteName>()
  })

  it('reads a link that arrives as data without throwing', () => {
    expect(hrefOfData('automation-edit', { id: 'a1' })).toBe('/automacoes/a1/editar')
    expect(hrefOfData('automation-edit', {})).toBeNull()
    expect(hrefOfData('no-such-route')).toBeNull()
    expect(hrefOfData('integrations')).toBe('/integracoes')
  })
})
