import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.js';

describe('formatDateTime', () => {
  it("shows the full year and Italy's time, whatever the machine's zone", () => {
    // Winter (UTC+1) and summer (UTC+2): the same instants the CSV export writes.
    expect(formatDateTime('2026-11-23T13:05:00.000Z')).toBe('23/11/2026, 14:05');
    expect(formatDateTime('2026-07-01T22:30:00.000Z')).toBe('02/07/2026, 00:30');
  });

  it("says 'N/A' when the date is missing or unreadable (spec 2)", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('ieri')).toBe('N/A');
  });
});
