/**
 * Peak memory of the browser, sampled while a scenario runs (Linux /proc) over every Chromium
 * process started by this process. Two sums: PSS, where a page shared by n processes counts 1/n
 * (the browser's real footprint), and RSS, where shared pages (the 200 MB binary, fonts) count once
 * per process, so an idle headless browser already sums to about 900 MB (docs/decisions/0251).
 */
import { readFile, readdir } from 'node:fs/promises';

interface ProcessInfo {
  pid: number;
  parent: number;
  command: string;
}

async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // "pid (command) state ppid ...": the command may hold spaces and parentheses.
  const close = stat.lastIndexOf(')');
  const command = stat.slice(stat.indexOf('(') + 1, close);
  const parent = Number(stat.slice(close + 2).split(' ')[1]);
  return { pid, parent, command };
}

export interface MemoryFigures {
  pss: number;
  rss: number;
}

const kilobytesOf = (text: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return match ? Number(match) * 1024 : 0;
};

async function processMemory(pid: number): Promise<MemoryFigures> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return { pss: kilobytesOf(rollup, 'Pss'), rss: kilobytesOf(rollup, 'Rss') };
}

/** The summed memory of the Chromium processes descending from `root`. */
export async function chromiumTreeMemory(root: number = process.pid): Promise<MemoryFigures> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const processes = (await Promise.all(pids.map(readProcess))).filter((info): info is ProcessInfo => info !== undefined);
  const children = new Map<number, ProcessInfo[]>();
  for (const info of processes) children.set(info.parent, [...(children.get(info.parent) ?? []), info]);
  const total = { pss: 0, rss: 0 };
  const pending = [...(children.get(root) ?? [])];
  for (let info = pending.pop(); info; info = pending.pop()) {
    if (/chrom/i.test(info.command)) {
      const memory = await processMemory(info.pid);
      total.pss += memory.pss;
      total.rss += memory.rss;
    }
    pending.push(...(children.get(info.pid) ?? []));
  }
  return total;
}

export interface MemorySampler {
  /** The highest sums seen since start (each its own peak). */
  stop(): Promise<MemoryFigures>;
}

export function sampleChromiumMemory(intervalMs = 100): MemorySampler {
  const peak = { pss: 0, rss: 0 };
  let sampling = Promise.resolve();
  const sample = () => {
    sampling = sampling.then(async () => {
      const now = await chromiumTreeMemory();
      peak.pss = Math.max(peak.pss, now.pss);
      peak.rss = Math.max(peak.rss, now.rss);
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
