import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/brand.js';

/** The wordmark with its subtitle (DECISIONS "Name and brand"). */
export function Brand({ as: Heading = 'p', size = 'md' }: { as?: 'h1' | 'p'; size?: 'md' | 'lg' }) {
  return (
    <div className="leading-tight">
      <Heading className={`font-display text-ink ${size === 'lg' ? 'text-5xl sm:text-6xl' : 'text-2xl sm:text-3xl'}`}>
        {BRAND_NAME}
      </Heading>
      <p className={`uppercase tracking-[0.22em] text-muted ${size === 'lg' ? 'mt-3 text-xs sm:text-sm' : 'text-[0.65rem] sm:text-xs'}`}>
        {BRAND_SUBTITLE}
      </p>
    </div>
  );
}
