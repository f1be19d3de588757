import { describe, expect, it } from 'vitest'
import { matchPath, pathOf } from '@/routes/match'
import { routes } from '@/routes/table'

describe('the route table', () => {
  it('names every route once', () => {
    const names = routes.map((record) => record.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/registrar', 'register'],
    ['/recuperar-senha', 'recover-password'],
    ['/forgot-password', 'recover-password'],
    ['/minha-conta', 'account'],
    ['/minha-conta/security', 'account-tab'],
    ['/automacoes', 'automations'],
    ['/integracoes', 'integrations'],
    ['/callback/instagram', 'instagram-callback'],
    ['/callback/instagram/AQBxyz', 'instagram-callback'],
    ['/webhooks/instagram', 'instagram-webhooks'],
    ['/legal/politicadeprivacidade', 'privacy-policy'],
    ['/legal/temors', 'terms'],
    ['/not-authorized', 'not-authorized'],
    ['/pages/misc/not-authorized', 'not-authorized'],
    ['/pages/misc/not-found/anything at all', 'not-found'],
    ['/dashboards', 'dashboards'],
    ['/dashboards/crm', 'dashboard-crm'],
    ['/dashboards/academy', 'dashboard-academy'],
    ['/no/such/page', 'not-found'],
  ])('sends %s to the %s route', (pathname, name) => {
    expect(matchPath(pathname).record.name).toBe(name)
  })

  it('extracts parameters, decoded', () => {
    expect(matchPath('/minha-conta/security').params).toEqual({ tab: 'security' })
    expect(matchPath('/callback/instagram/AQB%2Bx').params).toEqual({ code: 'AQB+x' })
    expect(matchPath('/pages/misc/not-found/bad%ZZ').params).toEqual({ wild: 'bad%ZZ' })
  })

  it('keeps product routes behind the metadata docs/product.md gives them', () => {
    expect(matchPath('/login').record).toMatchObject({ access: 'unauthenticatedOnly', layout: 'blank' })
    expect(matchPath('/legal/temors').record).toMatchObject({ access: 'public', layout: 'blankHome' })
    expect(matchPath('/webhooks/instagram').record).toMatchObject({
      access: 'requiresAuth',
      action: 'read',
      subject: 'AclDemo',
    })
    expect(matchPath('/minha-conta').record).toMatchObject({ redirectTo: '/minha-conta/account' })
    expect(pathOf('login')).toBe('/login')
  })
})
