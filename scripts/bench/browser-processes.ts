/**
 * A browser's own processes, read from Linux /proc: the processes under a root process whose
 * command the scope accepts (Chromium: those named chrom* under the bench; Firefox: its launched
 * process and all below it; WebKit: everything the WebDriver started). Memory is sampled while a
 * scenario runs as two sums: PSS, where a page shared by n processes counts 1/n (the browser's real
 * footprint), and RSS, where shared pages (the binary, fonts) count once per process, so an idle
 * headless Chromium already sums to about 900 MB (docs/decisions/0251); and PSS without the pages
 * of mapped files (`Pss_File`: the binary, fonts, files the browser maps), which the kernel can drop
 * and read again at will: the memory the browser holds (decision 1048). CPU time (user + system)
 * tells the work done apart from the machine's load.
 */
import { readFile, readdir } from 'node:fs/promises';

/** USER_HZ, the unit of utime and stime in /proc/<pid>/stat: 100 on every Linux we run. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessScope {
  root: number;
  /** Whether a process under the root (or the root itself) belongs to the browser, by its command. */
  includes(command: string): boolean;
  /**
   * Whether one of the browser's processes runs web pages and their workers (Chromium's renderers,
   * Firefox's content processes, WebKit's web processes), by its command and its command line: the
   * page's memory as the browser's own task manager shows it, apart from the browser's shell.
   */
  hostsPages(command: string, commandLine: string): boolean;
}

interface ProcessInfo {
  pid: number;
  parent: number;
  command: string;
  cpuMs: number;
}

async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // "pid (command) state ppid ... utime stime ...": the command may hold spaces and parentheses.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return {
    pid,
    parent: Number(fields[1]),
    command: stat.slice(stat.indexOf('(') + 1, close),
    cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND,
  };
}

async function processTree(scope: ProcessScope): Promise<ProcessInfo[]> {
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name)).map(Number);
  const processes = (await Promise.all(pids.map(readProcess))).filter((info): info is ProcessInfo => info !== undefined);
  const children = new Map<number, ProcessInfo[]>();
  for (const info of processes) children.set(info.parent, [...(children.get(info.parent) ?? []), info]);
  const tree: ProcessInfo[] = [];
  const pending = processes.filter((info) => info.pid === scope.root);
  for (let info = pending.pop(); info; info = pending.pop()) {
    if (scope.includes(info.command)) tree.push(info);
    pending.push(...(children.get(info.pid) ?? []));
  }
  return tree;
}

/** CPU time the browser has used so far, all its processes and threads together. */
export async function browserCpuMs(scope: ProcessScope): Promise<number> {
  return (await processTree(scope)).reduce((total, info) => total + info.cpuMs, 0);
}

export interface MemoryFigures {
  pss: number;
  rss: number;
  /** PSS less its file-backed pages: the memory the browser itself holds (anonymous and shared). */
  pssHeld: number;
  /** PSS of the processes that host pages (`ProcessScope.hostsPages`). */
  pagesPss: number;
}

/** A process's command line; Chromium rewrites its own as one space-separated string. */
const commandLineOf = async (pid: number) => (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');

const kilobytesOf = (text: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return match ? Number(match) * 1024 : 0;
};

/** The browser's memory now: its processes' sums. */
export async function browserMemory(scope: ProcessScope): Promise<MemoryFigures> {
  const total = { pss: 0, rss: 0, pssHeld: 0, pagesPss: 0 };
  for (const { pid, command } of await processTree(scope)) {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    const pss = kilobytesOf(rollup, 'Pss');
    total.pss += pss;
    total.rss += kilobytesOf(rollup, 'Rss');
    total.pssHeld += pss - kilobytesOf(rollup, 'Pss_File');
    if (scope.hostsPages(command, await commandLineOf(pid))) total.pagesPss += pss;
  }
  return total;
}

export interface MemorySampler {
  /** The highest sums seen since start (each its own peak). */
  stop(): Promise<MemoryFigures>;
}

/**
 * How often a browser is looked at while a scenario runs: sampled for memory, and (the app's
 * journey) its page asked how far it is. Both cost the browser: reading a process's smaps_rollup
 * walks its page tables under its memory-map lock, and each question is a task on the page's thread.
 * Looked at every 100 ms, WebKit's app took 3.91 s from drop to PDF for 36 photos (median of three
 * quiet runs), every 500 ms 3.29 s (decision 1100). So the run whose time is the figure (the app's
 * immediate click, the engine's prepare + click) is looked at every 500 ms; the other run of each
 * pair every 100 ms, and each row takes the higher peak of its two runs.
 */
export const LOOK_EVERY_MS = { timed: 500, forPeaks: 100 } as const;

export function sampleBrowserMemory(scope: ProcessScope, intervalMs: number = LOOK_EVERY_MS.forPeaks): MemorySampler {
  const peak = { pss: 0, rss: 0, pssHeld: 0, pagesPss: 0 };
  let sampling = Promise.resolve();
  const sample = () => {
    sampling = sampling.then(async () => {
      const now = await browserMemory(scope);
      peak.pss = Math.max(peak.pss, now.pss);
      peak.rss = Math.max(peak.rss, now.rss);
      peak.pssHeld = Math.max(peak.pssHeld, now.pssHeld);
      peak.pagesPss = Math.max(peak.pagesPss, now.pagesPss);
    });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      sample();
      await sampling;
      return peak;
    },
  };
}

/** Playwright starts Chromium as a child of this process; its helpers are all named chrom*, its renderers say so. */
export const chromiumProcesses = (): ProcessScope => ({
  root: process.pid,
  includes: (command) => /chrom/i.test(command),
  hostsPages: (_command, commandLine) => /--type=renderer\b/.test(commandLine),
});

/** Firefox from its launched process down; pages run in its content processes ('Isolated Web Content', 'Web Content'). */
export const firefoxProcesses = (root: number): ProcessScope => ({
  root,
  includes: () => true,
  hostsPages: (command) => /^(Isolated Web Co|Web Content)/.test(command),
});

/** Everything WebKitWebDriver starts but itself; pages run in WebKitWebProcess (its name cut to 15 characters). */
export const webkitProcesses = (root: number): ProcessScope => ({
  root,
  includes: (command) => command !== 'WebKitWebDriver',
  hostsPages: (command) => command === 'WebKitWebProces',
});
