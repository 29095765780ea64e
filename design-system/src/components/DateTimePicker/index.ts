export { DateTimePicker } from './DateTimePicker';
export type { DateTimePickerProps } from './DateTimePicker';
export { isValidTimeZone, timeZoneDisplayName, timeZoneOffset, utcToZonedWallTime, zonedWallTimeToUtc } from './zonedTime';
