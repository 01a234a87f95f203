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

/** GET /api/publications/:id/stats: views by day (the last 90 days), and the link's orders not cancelled. */
export const PublicationStats = z.strictObject({
  views: z.array(z.strictObject({ day: z.string(), views: z.number().int() })),
  orders: z.number().int(),
  pieces: z.number().int(),
  total: z.number(),
});
export type PublicationStats = z.infer<typeof PublicationStats>;

/** PUT /api/publications/pending/:pendingId/files/:name → 200: the file as the server measured it. */
export const UploadedFile = z.strictObject({
  name: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** The seller's list of orders (GET /api/orders?link=&status=). */
export const OrderSummary = z.strictObject({
  id: z.string(),
  number: z.string(),
  linkId: z.string(),
  /** The catalogue's title when the order was placed (the link may have been deleted since). */
  linkTitle: z.string(),
  shop: z.string(),
  pieces: z.number().int(),
  total: z.number(),
  currency: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** GET /api/orders/:id */
export const OrderDetail = z.strictObject({
  ...OrderSummary.shape,
  version: z.number().int(),
  buyer: BuyerDetails,
  lines: z.array(OrderLine),
  unpricedPieces: z.number().int(),
  updatedAt: z.string(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const UpdateOrderRequest = z.strictObject({ status: OrderStatus });
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;

/** GET /api/orders/new-count: the header's badge. */
export const NewOrdersCount = z.strictObject({ count: z.number().int() });
export type NewOrdersCount = z.infer<typeof NewOrdersCount>;

/** GET /api/admin/publications: per user, their links (deleted ones left out), storage and orders. */
export const AdminPublicationsOfUser = z.strictObject({
  userId: z.string(),
  username: z.string(),
  nomeAzienda: z.string(),
  storageBytes: z.number().int(),
  orders: z.number().int(),
  links: z.array(PublicationSummary),
});
export type AdminPublicationsOfUser = z.infer<typeof AdminPublicationsOfUser>;

/** PATCH /api/admin/publications/:id: block a link for abuse, or lift the block. */
export const AdminBlockRequest = z.strictObject({ blocked: z.boolean() });
export type AdminBlockRequest = z.infer<typeof AdminBlockRequest>;

/** GET/PATCH /api/admin/publish-limits: the publishing limits (DECISIONS), settings with defaults. */
export const PublishLimitsSettings = z.strictObject({
  liveLinks: integer(1, 1000),
  storageMb: integer(1, 100_000),
  photos: integer(1, 100),
  pdfMb: integer(1, 25),
  photoMb: integer(1, 2),
});
export type PublishLimitsSettings = z.infer<typeof PublishLimitsSettings>;
/** At least one limit: an empty change is a mistake, not a no-op. */
export const UpdatePublishLimitsRequest = PublishLimitsSettings.partial().refine((change) => Object.keys(change).length > 0, { error: MESSAGES.validation.invalidRequest });
export type UpdatePublishLimitsRequest = z.infer<typeof UpdatePublishLimitsRequest>;
