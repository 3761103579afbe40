export { TimeRangePicker, type TimeRangePickerProps } from './time-range-picker.tsx';
export {
  DEFAULT_TIME_RANGE,
  QUICK_RANGES,
  RELATIVE_RANGES,
  parseTimeRange,
  timeRangeBounds,
  timeRangeLabel,
  timeRangeToSearch,
  type TimeRange,
  type TimeRangeSearch,
} from './time-range.ts';
