export { DatePicker, type DatePickerProps } from './DatePicker'
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker'
export { DateField, DateRangeField } from './DateField'
export { fromIsoDate, isIsoDate, toIsoDate, type IsoDate, type IsoDateRange } from './isoDate'
