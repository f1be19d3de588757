export { Section, SectionBody } from './Section'
