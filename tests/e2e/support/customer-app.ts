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

/** Starts the server and the browser, initialises the administrator and creates the customers. */
export async function startCustomerApp(customers: { username: string; crediti: number }[]): Promise<CustomerApp> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
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
