export { Combobox, type ComboboxProps } from './Combobox'
export { ComboboxField } from './ComboboxField'
export { filterOptions, foldText, type ComboboxOption } from './filterOptions'
