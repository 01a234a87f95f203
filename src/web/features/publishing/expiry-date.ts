/**
 * A link's expiry as the owner picks it, a day: the link works through that day in Italy's time,
 * so it ends at the next midnight there (DECISIONS 'Screens': Italy's time zone).
 */
import { PRODUCT_TIME_ZONE } from '../../../shared/time-zone.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-12-31' for the instant that day ends, in Italy's calendar (its last millisecond's day); '' for none. */
export function expiryDay(iso: string | null): string {
  return iso ? dayFormat.format(new Date(new Date(iso).getTime() - 1)) : '';
}

/** The instant the day ends in Italy, as an ISO string with its offset; null for ''. */
export function expiryInstant(day: string): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  // Midnight UTC after the day, moved back by Italy's offset then (one or two hours).
  const utcMidnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1);
  const offsetMinutes = italyOffsetMinutes(new Date(utcMidnight));
  return new Date(utcMidnight - offsetMinutes * 60_000).toISOString();
}

function italyOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PRODUCT_TIME_ZONE, timeZoneName: 'shortOffset' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name);
  return match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : 60;
}
