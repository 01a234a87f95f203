/**
 * What the product dialog's tests in Firefox and WebKit share (issue 34): the three files read with
 * no mapping (PrestaShop, Magento 2, an Apple Numbers workbook), the server with a customer to sign
 * in as, the first style's three colourways as each system names its photos (each file matches all
 * nine), and what each file's dialog must say.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../fixtures/photos.js';
import { SHOP_EXPORTS, WORKBOOKS } from '../../fixtures/product-files/shop-exports.js';
import { AdminClient } from './seed.js';
import { startServer, type RunningServer } from './server.js';

export const PRODUCT_FILES = { prestaShop: SHOP_EXPORTS.prestaShop(), magento: SHOP_EXPORTS.magento2(), numbers: await WORKBOOKS.numbers() };

/** The summary each file's dialog gives the nine photos. */
export const NINE_MATCHED = '9 foto su 9 abbinate alla loro variante colore con colore, taglie e prezzo';

/** What the first row of each file's preview prints (the catalogue's English prices). */
export const FIRST_ROW: Record<keyof typeof PRODUCT_FILES, string[]> = {
  prestaShop: ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€208.00', '€520.00'],
  magento: ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€520.00'],
  numbers: ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€208.00', '€520.00'],
};

export interface DialogBench {
  server: RunningServer;
  folder: string;
  photos: string[];
  /** The file written to the folder, its path. */
  save(file: keyof typeof PRODUCT_FILES): Promise<string>;
}

export async function startDialogBench(username: string): Promise<DialogBench> {
  const folder = await mkdtemp(join(tmpdir(), `vetrina-products-${username}-`));
  const server = await startServer();
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username, crediti: 1 });
  const { prestaShop, magento, numbers } = PRODUCT_FILES;
  const photos = await Promise.all(
    [...prestaShop.photos.slice(0, 3), ...magento.photos.slice(0, 3), ...numbers.photos.slice(0, 3)].map(async (name, index) => {
      const path = join(folder, name);
      await writeFile(path, await makeJpeg({ width: 300, height: 400, seed: index + 60 }));
      return path;
    }),
  );
  return {
    server,
    folder,
    photos,
    async save(file) {
      const { fileName, bytes } = PRODUCT_FILES[file];
      const path = join(folder, fileName);
      await writeFile(path, bytes);
      return path;
    },
  };
}

/** What a browser's dialog showed for a file: its summary, the preview's first row, the dialog's text. */
export interface DialogRead {
  summary: string;
  firstRow: string;
  dialog: string;
}

/** The three files through one browser's dialog, `read` importing a file's path and closing the dialog. */
export function describeDialog(browser: string, bench: () => DialogBench, read: (path: string) => Promise<DialogRead>): void {
  describe(`the product dialog in ${browser}, no mapping`, () => {
    it.each(['prestaShop', 'magento', 'numbers'] as const)('%s: every photo its colourway, the first row as it will print', async (file) => {
      const shown = await read(await bench().save(file));
      expect(shown.summary).toContain(NINE_MATCHED);
      for (const expected of FIRST_ROW[file]) expect(shown.firstRow.replace(/[\u00a0\u202f]/gu, ' ')).toContain(expected);
      if (file === 'numbers') expect(shown.dialog).toContain('foglio «Prodotti»');
    });
  });
}
