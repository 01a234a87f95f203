/** The usual start of a customer's browser test: the real server, Chromium, and customers to sign in as. */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { AdminClient } from './seed.js';
import { startServer, type RunningServer } from './server.js';

export interface CustomerApp {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Starts the server and the browser, initialises the administrator and creates the customers;
 * `maxImages` sets the photos a catalogue may hold, as an administrator does.
 */
export async function startCustomerApp(customers: Parameters<AdminClient['createUser']>[0][], options: { maxImages?: number } = {}): Promise<CustomerApp> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  if (options.maxImages !== undefined) await admin.setMaxImages(options.maxImages);
  for (const customer of customers) await admin.createUser(customer);
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
