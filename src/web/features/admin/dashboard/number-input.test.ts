import { describe, expect, it } from 'vitest';
import { outOfRange, parseCredits, parseMaxImages } from './number-input.js';

describe('inline number inputs (spec 5)', () => {
  it('turns non-numeric credits into 0 and keeps them at least 0', () => {
    expect(parseCredits('abc')).toBe(0);
    expect(parseCredits('')).toBe(0);
    expect(parseCredits('-5')).toBe(0);
    expect(parseCredits('12')).toBe(12);
    expect(parseCredits('7.9')).toBe(7);
  });

  it('turns a non-numeric limit into 36 and keeps it from 1 to 100', () => {
    expect(parseMaxImages('x')).toBe(36);
    expect(parseMaxImages('0')).toBe(1);
    expect(parseMaxImages('250')).toBe(100);
    expect(parseMaxImages('48')).toBe(48);
  });

  it('refuses a typed number outside the range or with decimals, and leaves blank input to the parse', () => {
    expect(['101', '0', '-3', '2.5', '1e3'].map((input) => outOfRange(input, 1, 100))).toEqual([true, true, true, true, true]);
    expect(['1', '100', ' 48 ', ''].map((input) => outOfRange(input, 1, 100))).toEqual([false, false, false, false]);
  });
});
