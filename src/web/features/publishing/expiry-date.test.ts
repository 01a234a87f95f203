import { describe, expect, it } from 'vitest';
import { expiryDay, expiryInstant } from './expiry-date.js';

describe("a link's expiry day (issue 36.1)", () => {
  it("ends at the next midnight in Italy's time, summer and winter", () => {
    expect(expiryInstant('2026-12-31')).toBe('2026-12-31T23:00:00.000Z');
    expect(expiryInstant('2026-07-15')).toBe('2026-07-15T22:00:00.000Z');
    expect(expiryInstant('')).toBeNull();
  });

  it('reads back as the day it was picked', () => {
    expect(expiryDay(expiryInstant('2026-12-31'))).toBe('2026-12-31');
    expect(expiryDay(expiryInstant('2026-07-15'))).toBe('2026-07-15');
    expect(expiryDay(null)).toBe('');
  });
});
