import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetrina-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data folder lock', () => {
  it('holds our pid and is released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'vetrina.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'vetrina.lock'))).toBe(false);
  });

  it('refuses a folder locked by a live process, naming it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'vetrina.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'vetrina.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'vetrina.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
