/**
 * Published catalogues (issue 36, DECISIONS 'Published catalogues'): the contract between the
 * generator that publishes, the server that stores and serves, and the public page buyers open.
 *
 * Publishing is three calls, so that every request body stays bounded and no file is held whole:
 *   1. POST /api/publications            PublishRequest → 201 PendingPublication: the link's id is
 *      known before the PDF is built, so its last page can carry the link's QR code
 *   2. PUT  /api/publications/pending/:pendingId/files/:name   raw bytes (application/pdf,
 *      image/webp, image/jpeg), the name the SHA-256 of the bytes
 *   3. POST /api/publications/pending/:pendingId/commit  PublishedContent (Idempotency-Key) → PublishResponse
 * The commit checks that every file the content names was uploaded, then charges the credit, writes
 * the log row (marked published) and makes the link live in one transaction; a pending publication
 * never committed is removed within a day, files and all, and is never visible.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { AccentColour, CatalogSettings, CoverSettings, PhotoCaption } from './catalog.js';
import { integer, text } from './common.js';

/** What prices the public page shows: both with ordering, retail only (no ordering), none (a lookbook). */
export const PRICE_DISPLAYS = ['all', 'retail', 'none'] as const;
export const PriceDisplay = z.enum(PRICE_DISPLAYS);
export type PriceDisplay = z.infer<typeof PriceDisplay>;

/** A stored file's name: its content hash and kind, so a name changes with its content (long caching). */
export const STORED_FILE_NAME = /^[0-9a-f]{64}\.(pdf|webp|jpg)$/;
export const StoredFileName = z.string().regex(STORED_FILE_NAME, { error: MESSAGES.validation.storedFileName });

/** One web rendition of a photo: its file and its pixel size (long edge at most 1600 px). */
export const PhotoRendition = z.strictObject({
  file: StoredFileName,
  width: integer(1, 1600),
  height: integer(1, 1600),
  bytes: integer(1, 2 * 1024 * 1024),
});
export type PhotoRendition = z.infer<typeof PhotoRendition>;

/** A photo as published: its renditions from small to large (2x-ready for phones), its caption, its focal point. */
export const PublishedPhoto = z.strictObject({
  renditions: z.array(PhotoRendition).min(1).max(4),
  caption: PhotoCaption.optional(),
});
export type PublishedPhoto = z.infer<typeof PublishedPhoto>;

/** The catalogue's content as the generator sends it: what the public page and the order pricing read. */
export const PublishedContent = z.strictObject({
  settings: CatalogSettings,
  covers: CoverSettings,
  accent: AccentColour.optional(),
  /** In the catalogue's order. */
  photos: z.array(PublishedPhoto).min(1).max(100),
  /** The catalogue PDF as built (the one the owner downloads). */
  pdf: z.strictObject({ file: StoredFileName, bytes: integer(1, 25 * 1024 * 1024), pages: integer(1, 1000) }),
  logo: PhotoRendition.optional(),
  /** The cover photo's index in `photos` when the catalogue has a photo cover. */
  coverPhoto: integer(0, 99).optional(),
});
export type PublishedContent = z.infer<typeof PublishedContent>;

/** Step 1. `linkId` publishes a new version under an existing link of the owner; without it a new link is reserved. */
export const PublishRequest = z.strictObject({
  linkId: z.string().max(64).optional(),
});
export type PublishRequest = z.infer<typeof PublishRequest>;

export const PendingPublication = z.strictObject({
  pendingId: z.string(),
  /** The link's id (new or the one given): the QR code and the address the PDF prints. */
  linkId: z.string(),
  /** '/v/<linkId>', relative to the site. */
  path: z.string(),
});
export type PendingPublication = z.infer<typeof PendingPublication>;

/** The owner's view of a link. */
export const PublicationSummary = z.strictObject({
  id: z.string(),
  /** '/v/<id>', relative to the site. */
  path: z.string(),
  title: z.string(),
  version: z.number().int(),
  status: z.enum(['live', 'disabled', 'blocked']),
  expiresAt: z.string().nullable(),
  hasAccessCode: z.boolean(),
  priceDisplay: PriceDisplay,
  allowIndexing: z.boolean(),
  storageBytes: z.number().int(),
  views: z.number().int(),
  orders: z.number().int(),
  newOrders: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicationSummary = z.infer<typeof PublicationSummary>;

export const PublishResponse = z.strictObject({ publication: PublicationSummary, creditiRimanenti: z.number().int() });
export type PublishResponse = z.infer<typeof PublishResponse>;

/** PATCH /api/publications/:id: every field optional; `accessCode: null` removes the code. */
export const UpdatePublicationRequest = z.strictObject({
  enabled: z.boolean().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  accessCode: text(6, 40).nullable().optional(),
  priceDisplay: PriceDisplay.optional(),
  allowIndexing: z.boolean().optional(),
});
export type UpdatePublicationRequest = z.infer<typeof UpdatePublicationRequest>;

/** The buyer's block (DECISIONS: validated, stored for the seller only). */
export const BuyerDetails = z.strictObject({
  shop: text(1, 120),
  contact: text(1, 120),
  email: z.email({ error: MESSAGES.validation.emailInvalid }).max(254),
  phone: text(0, 40),
  vatNumber: text(0, 40),
  address: text(1, 500),
  notes: text(0, 2000),
});
export type BuyerDetails = z.infer<typeof BuyerDetails>;

/** POST /api/v/:id/orders: quantities by colourway key, then by size ('' for a sizeless colourway); the server prices it. */
export const PlaceOrderRequest = z.strictObject({
  buyer: BuyerDetails,
  quantities: z.record(z.string().max(400), z.record(z.string().max(60), integer(0, 100000))),
  termsAccepted: z.literal(true, { error: MESSAGES.validation.termsToAccept }),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

export const ORDER_STATUSES = ['new', 'confirmed', 'cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** One line of an order: a colourway in one size, priced by the server from the published snapshot. */
export const OrderLine = z.strictObject({
  code: z.string(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().nullable(),
  amount: z.number().nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const PlacedOrder = z.strictObject({
  /** The number the buyer and seller quote ('V-2026-000123'). */
  number: z.string(),
  /** A secret the buyer's confirmation uses to download its PDF and Excel copies. */
  receipt: z.string(),
  currency: z.string(),
  lines: z.array(OrderLine),
  pieces: z.number().int(),
  total: z.number(),
  unpricedPieces: z.number().int(),
  createdAt: z.string(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** What the public page receives, inlined in `/v/:id` and from `GET /api/v/:id`. */
export const PublicCatalogue = z.strictObject({
  id: z.string(),
  version: z.number().int(),
  /** The company that receives the buyer's data (DECISIONS), and how to reach it. */
  company: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Prices the owner chose not to show are removed from the captions before they leave the server. */
  content: PublishedContent,
  priceDisplay: PriceDisplay,
  /** Ordering is offered when wholesale prices show and the catalogue has products to order. */
  ordering: z.boolean(),
  /** Where the files are: `${filesBase}${name}`. */
  filesBase: z.string(),
});
export type PublicCatalogue = z.infer<typeof PublicCatalogue>;

/** The data the public page starts from: the catalogue, or the access-code form when the link has a code. */
export const PublicPageData = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('ok'), catalogue: PublicCatalogue }),
  z.strictObject({ status: z.literal('locked'), id: z.string(), language: z.string() }),
]);
export type PublicPageData = z.infer<typeof PublicPageData>;

/** POST /api/v/:id/access */
export const AccessCodeRequest = z.strictObject({ code: text(1, 40) });
export type AccessCodeRequest = z.infer<typeof AccessCodeRequest>;

/*
 * Added by the web side (issue 36.1, 36.4): the shapes of the owner's lists, which the calls above
 * name without a body. The server answers them; the app reads them typed, not parsed (decision 0400).
 */

/** GET /api/publications */
export const PublicationListResponse = z.strictObject({ publications: z.array(PublicationSummary) });
export type PublicationListResponse = z.infer<typeof PublicationListResponse>;

/** One order in the seller's list (GET /api/orders, `?link=<id>` for one link's). */
export const OrderSummary = z.strictObject({
  id: z.string(),
  number: z.string(),
  linkId: z.string(),
  /** The catalogue's title when the order was placed. */
  linkTitle: z.string(),
  shop: z.string(),
  contact: z.string(),
  email: z.string(),
  pieces: z.number().int(),
  total: z.number(),
  currency: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = z.strictObject({ orders: z.array(OrderSummary) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** GET /api/orders/:id: the summary, the buyer's block and the lines as the server priced them. */
export const OrderDetail = OrderSummary.extend({ buyer: BuyerDetails, lines: z.array(OrderLine), unpricedPieces: z.number().int() });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** PATCH /api/orders/:id */
export const UpdateOrderRequest = z.strictObject({ status: OrderStatus });
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;

/** GET /api/orders/new-count: the header's badge. */
export const NewOrdersCountResponse = z.strictObject({ count: z.number().int() });
export type NewOrdersCountResponse = z.infer<typeof NewOrdersCountResponse>;
