// The one import of the Temporal polyfill: all time arithmetic goes through Temporal (style card),
// and features take it from here so the polyfill can be swapped for the native API in one place.
export { Temporal } from 'temporal-polyfill';
