import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/brand.js';

/** The wordmark with its subtitle (DECISIONS "Name and brand"), as the signed-in headers show it. */
export function Brand({ as: Heading = 'p' }: { as?: 'h1' | 'p' }) {
  return (
    <div className="leading-tight">
      <Heading className="font-display text-2xl text-ink sm:text-3xl">{BRAND_NAME}</Heading>
      <p className="text-[0.6rem] tracking-[0.1em] text-muted uppercase sm:text-xs sm:tracking-[0.22em]">{BRAND_SUBTITLE}</p>
    </div>
  );
}
