/**
 * A file to publish, named by the SHA-256 of its bytes (decision 1031): the server checks each file
 * against its name, and serves it forever-cacheable since a name changes with its content.
 */
export type StoredKind = 'webp' | 'jpg' | 'pdf';

export const CONTENT_TYPES: Record<StoredKind, string> = { webp: 'image/webp', jpg: 'image/jpeg', pdf: 'application/pdf' };

export interface StoredFile {
  /** '<64 hex digits>.<kind>', STORED_FILE_NAME of the contract. */
  name: string;
  type: string;
  bytes: Uint8Array;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function storedFile(bytes: Uint8Array, kind: StoredKind): Promise<StoredFile> {
  return { name: `${await sha256Hex(bytes)}.${kind}`, type: CONTENT_TYPES[kind], bytes };
}
