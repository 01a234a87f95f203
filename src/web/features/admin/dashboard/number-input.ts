import { LIMITS } from '../../../../shared/index.js';

/** Spec 5: inline credits are whole numbers, non-numeric input becomes 0, never below 0. */
export function parseCredits(input: string): number {
  const value = Number.parseInt(input, 10);
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), LIMITS.creditsMax);
}

/** Spec 5: the image limit is a whole number from 1 to 100; non-numeric input becomes 36. */
export function parseMaxImages(input: string): number {
  const value = Number.parseInt(input, 10);
  if (Number.isNaN(value)) return LIMITS.maxImagesDefault;
  return Math.min(Math.max(value, LIMITS.maxImagesMin), LIMITS.maxImagesMax);
}

/** A typed number that is not a whole one within min..max; blank or non-numeric input is parse's (spec 5). */
export function outOfRange(input: string, min: number, max: number): boolean {
  const text = input.trim();
  if (text === '') return false;
  const value = Number(text);
  return !Number.isInteger(value) || value < min || value > max;
}
