/** An idempotency key: 128 random bits as hex (crypto.randomUUID is missing outside secure contexts). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
