import { describe, expect, it } from 'vitest';
import { StoreError, toStoreError } from './store-error.ts';

describe('toStoreError', () => {
  it('recognises native and dexie-wrapped errors by name', () => {
    expect(toStoreError(new DOMException('full', 'QuotaExceededError')).kind).toBe('quota');
    const wrapped = Object.assign(new Error('Dexie'), {
      name: 'AbortError',
      inner: new DOMException('full', 'QuotaExceededError'),
    });
    expect(toStoreError(wrapped).kind).toBe('quota');
    expect(toStoreError(Object.assign(new Error('closed'), { name: 'DatabaseClosedError' })).kind).toBe(
      'closed',
    );
    expect(toStoreError(Object.assign(new Error('no idb'), { name: 'MissingAPIError' })).kind).toBe(
      'unavailable',
    );
    expect(toStoreError('weird').kind).toBe('failed');
  });

  it('passes StoreErrors through and keeps the cause', () => {
    const error = new StoreError('newer-version', 'x');
    expect(toStoreError(error)).toBe(error);
    const cause = new Error('boom');
    expect(toStoreError(cause).cause).toBe(cause);
  });
});
