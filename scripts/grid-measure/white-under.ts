/**
 * `npx tsx scripts/grid-measure/white-under.ts <look> <orientation> <catalogue.pdf>`: for each grid
 * page of a rendered catalogue, the white in points between its lowest caption ink (pdftotext's
 * word boxes) and its footer zone's top, and between its running head (page 1: its header) and its
 * first word or frame top as the layout gives it, read as the art director reads the page (decision
 * 1073). A page with no word above its footer (a full page) prints '-'. It asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import type { LookName, Orientation } from '../../src/shared/index.js';
import { pageZones } from '../../src/catalog/layout/geometry.js';
import { pageLook } from '../../src/catalog/layout/looks.js';

const [look, orientation, pdf] = process.argv.slice(2) as [LookName, Orientation, string];
const xml = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 26 });
const pages = xml.split('<page ').slice(1);
const figures = pages.map((page, index) => {
  const footer = pageZones(orientation, pageLook(look), index === 0 ? 'opening' : 'following').footer.y;
  const bottoms = [...page.matchAll(/yMax="([\d.]+)"/g)].map((match) => Number(match[1])).filter((y) => y < footer);
  return bottoms.length === 0 ? '-' : (footer - Math.max(...bottoms)).toFixed(0);
});
console.info(`${look} ${orientation} ${pdf.split('/').at(-1)}: white under the last caption, pt: ${figures.join(' ')}`);
