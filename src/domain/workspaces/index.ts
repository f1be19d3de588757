export * from './roles'
export * from './apiTypes'
