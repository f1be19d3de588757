export * from './arithmetic'
export * from './model'
export * from './status'
