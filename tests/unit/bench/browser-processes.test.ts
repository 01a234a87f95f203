/** The bench's memory figures: the processes that host pages told apart from the browser's own (issue 37.4). */
import { describe, expect, it } from 'vitest';
import { browserMemory, chromiumProcesses, firefoxProcesses, webkitProcesses } from '../../../scripts/bench/browser-processes.js';

describe('the processes that host pages', () => {
  it("are Chromium's renderers, not its browser, GPU or utility processes", () => {
    const scope = chromiumProcesses();
    expect(scope.hostsPages('chromium', '/usr/lib/chromium/chromium --type=renderer --lang=it')).toBe(true);
    for (const type of ['gpu-process', 'utility', 'zygote']) expect(scope.hostsPages('chromium', `/usr/lib/chromium/chromium --type=${type}`)).toBe(false);
    expect(scope.hostsPages('chromium', '/usr/lib/chromium/chromium --headless --remote-debugging-pipe')).toBe(false);
  });

  it("are Firefox's content processes and WebKit's web processes", () => {
    expect(firefoxProcesses(1).hostsPages('Isolated Web Co', '')).toBe(true);
    expect(firefoxProcesses(1).hostsPages('Web Content', '')).toBe(true);
    expect(firefoxProcesses(1).hostsPages('RDD Process', '')).toBe(false);
    expect(webkitProcesses(1).hostsPages('WebKitWebProces', '')).toBe(true);
    expect(webkitProcesses(1).hostsPages('WebKitNetworkPr', '')).toBe(false);
  });

  it('count within the browser, read from /proc', async () => {
    const own = (hostsPages: boolean) => browserMemory({ root: process.pid, includes: () => true, hostsPages: () => hostsPages });
    const [asPage, asShell] = [await own(true), await own(false)];
    expect(asPage.pagesPss).toBeGreaterThan(0);
    expect(asPage.pagesPss).toBeLessThanOrEqual(asPage.pss);
    expect(asShell.pagesPss).toBe(0);
    expect(asShell.pss).toBeGreaterThan(0);
  });
});
