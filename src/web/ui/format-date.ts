import { PRODUCT_TIME_ZONE } from '../../shared/index.js';

/** '23/11/2026, 14:05': the full year, Italy's time, whatever the browser's zone (docs/decisions/0793). */
const dateTimeFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: PRODUCT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** DECISIONS "Screens": dates in the Italian locale; 'N/A' when missing (spec 2). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateTimeFormat.format(date);
}
