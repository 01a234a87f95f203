/**
 * The administrator's lists (issue 6, points 9 and 10): the catalogue log searched, sorted and paged
 * on the server, its CSV export, and the dashboard's notifications. The spec's own list calls keep
 * their array answers; these are new calls beside them.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { CatalogLogEntry } from './admin.js';
import { Id, integer, IsoDate, text } from './common.js';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const CATALOG_LOG_SORTS = ['dataGenerazione', 'username', 'numeroImmagini'] as const;
export type CatalogLogSort = (typeof CATALOG_LOG_SORTS)[number];

export const CATALOG_LOG_PAGE_SIZE_MAX = 100;
export const CATALOG_LOG_PAGE_SIZE_DEFAULT = 20;
/** Far beyond any real log (a million pages); only keeps OFFSET inside what a query can take. */
export const CATALOG_LOG_PAGE_MAX = 1_000_000;
export const CATALOG_LOG_SEARCH_MAX = 100;

/**
 * A whole number written in the query string: digits only, so '1e3', ' 2', '0x10' and '+5' are
 * refused rather than coerced (STACK gotchas), then range-checked as an integer.
 */
function queryInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,9}$/, { error: MESSAGES.validation.mustBeInteger })
    .transform(Number)
    .pipe(integer(min, max));
}

/** The search shared by the paged list and the CSV export: the same rows, in the same order. */
const logFilter = {
  q: text(0, CATALOG_LOG_SEARCH_MAX).optional(),
  sort: z.enum(CATALOG_LOG_SORTS).default('dataGenerazione'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
};

export const CatalogLogExportQuery = z.strictObject(logFilter);
export type CatalogLogExportQuery = z.infer<typeof CatalogLogExportQuery>;

export const CatalogLogSearchQuery = z.strictObject({
  ...logFilter,
  page: queryInteger(1, CATALOG_LOG_PAGE_MAX).default(1),
  pageSize: queryInteger(1, CATALOG_LOG_PAGE_SIZE_MAX).default(CATALOG_LOG_PAGE_SIZE_DEFAULT),
});
/** What the web app asks for; the URL carries the numbers as digits. */
export type CatalogLogSearchParams = CatalogLogExportQuery & { page: number; pageSize: number };
export type CatalogLogSearchQuery = z.infer<typeof CatalogLogSearchQuery>;

export const CatalogLogPage = z.strictObject({
  items: z.array(CatalogLogEntry),
  /** Rows matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogLogPage = z.infer<typeof CatalogLogPage>;

/** Issue 6.10: a balance at or below this (and above 0) is 'close to running out'. */
export const LOW_CREDITS_THRESHOLD = 2;

const NotifiedUser = z.strictObject({
  /** Null for a log whose user has since been deleted. */
  userId: Id.nullable(),
  username: z.string(),
  nomeAzienda: z.string().nullable(),
});

export const AdminNotifications = z.strictObject({
  /** The start of the window: the last time marked seen, or the first visit's default. */
  since: IsoDate,
  /** The end of the window; what the web app sends back when it marks these seen. */
  until: IsoDate,
  newCatalogs: z.strictObject({
    total: z.number().int(),
    byUser: z.array(NotifiedUser.extend({ catalogs: z.number().int() })),
  }),
  outOfCredits: z.array(NotifiedUser),
  lowCredits: z.array(NotifiedUser.extend({ crediti: z.number().int() })),
  /** One per line of the panel: a user who generated, ran out, or is running low. */
  count: z.number().int(),
});
export type AdminNotifications = z.infer<typeof AdminNotifications>;
export type NotifiedUser = z.infer<typeof NotifiedUser>;

/**
 * Marks the notifications seen up to `until` (what the panel showed), so that anything that came
 * in meanwhile stays new; an empty body marks everything up to now.
 */
export const MarkNotificationsSeenRequest = z.strictObject({ until: z.iso.datetime({ error: MESSAGES.validation.invalidDate }).optional() }).nullish();
export type MarkNotificationsSeenRequest = z.infer<typeof MarkNotificationsSeenRequest>;

export const MarkNotificationsSeenResponse = z.strictObject({ seenAt: IsoDate });
export type MarkNotificationsSeenResponse = z.infer<typeof MarkNotificationsSeenResponse>;
