/**
 * The few W3C WebDriver (classic, HTTP) commands the bench needs, with fetch: WebKitGTK's
 * WebKitWebDriver speaks nothing else, and a client library would bring far more than these.
 */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

interface Reply {
  value: unknown;
}

export interface WebDriverSession {
  navigate(url: string): Promise<void>;
  /** Runs `script` as a function body; it finishes by calling `arguments[arguments.length - 1]`. */
  executeAsync(script: string, args: unknown[]): Promise<unknown>;
  executeSync(script: string, args: unknown[]): Promise<unknown>;
  /** "Element Send Keys": on an <input type=file multiple>, newline-separated paths choose those files. */
  sendKeys(selector: string, text: string): Promise<void>;
  delete(): Promise<void>;
}

async function command(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as Reply;
  if (!response.ok) {
    const { error, message } = (reply.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status} ${message ?? ''}`.trim());
  }
  return reply.value;
}

/** Whether the driver at `base` answers and takes a new session. */
export async function driverReady(base: string): Promise<boolean> {
  const status = (await command(base, 'GET', '/status').catch(() => undefined)) as { ready?: boolean } | undefined;
  return status?.ready === true;
}

export async function newSession(base: string, capabilities: Record<string, unknown>, scriptTimeoutMs: number): Promise<WebDriverSession> {
  const { sessionId } = (await command(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
  const at = `/session/${sessionId}`;
  await command(base, 'POST', `${at}/timeouts`, { script: scriptTimeoutMs });
  return {
    navigate: async (url) => void (await command(base, 'POST', `${at}/url`, { url })),
    executeAsync: (script, args) => command(base, 'POST', `${at}/execute/async`, { script, args }),
    executeSync: (script, args) => command(base, 'POST', `${at}/execute/sync`, { script, args }),
    async sendKeys(selector, text) {
      const element = (await command(base, 'POST', `${at}/element`, { using: 'css selector', value: selector })) as Record<string, string>;
      await command(base, 'POST', `${at}/element/${element[ELEMENT_KEY]}/value`, { text });
    },
    delete: async () => void (await command(base, 'DELETE', at)),
  };
}
