export { Combobox } from './Combobox'
export { ComboboxField } from './ComboboxField'
export { filterOptions, type ComboboxOption } from './filterOptions'
