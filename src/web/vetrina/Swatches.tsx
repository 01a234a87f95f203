import type { OrderColourway } from '../../catalog/order/order-model.js';

/** A product's colours: a swatch where the file gives the colour, and the colour's name. */
export function Swatches({ colourways }: { colourways: readonly OrderColourway[] }) {
  const named = colourways.filter((colourway) => colourway.colour);
  if (named.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {named.map((colourway) => (
        <li key={colourway.key} className="flex items-center gap-1.5">
          {colourway.hex && <span aria-hidden="true" className="inline-block size-3.5 rounded-full border border-black/20" style={{ backgroundColor: colourway.hex }} />}
          {colourway.colour}
        </li>
      ))}
    </ul>
  );
}
