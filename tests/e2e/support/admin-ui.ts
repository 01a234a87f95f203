import type { Page } from 'playwright-core';
import { eventually } from './user-ui.js';

/**
 * Closes the dialog the dashboard opens while the default credentials are in force. Radix starts
 * listening for Escape in an effect that runs after the dialog is painted, so on a busy machine a
 * first press can come before it and be lost: press until the dialog is gone.
 */
export async function dismissCredentialsDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cambia Credenziali Amministratore' });
  await dialog.waitFor();
  await eventually(async () => {
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    return dialog.isVisible();
  }).toBe(false);
}
