export * from './model'
export * from './rules'
export * from './permissions'
export * from './demoLogins'
