/**
 * Decision 1042: a publish upload does not share the ordinary request limit. On a listening server
 * whose ordinary limit is 1 s, a file streamed slowly over longer than that is stored, while an
 * upload that stops sending is cut after the idle limit (its half-written file removed), and an
 * ordinary body that stalls is still cut after the ordinary limit; both cuts are a 408 in our shape.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../src/shared/index.js';
import { makePhoto, reserve, type MadeFile } from './support/publishing.js';
import { exchange, parseAnswer } from './support/raw-http.js';
import { adminToken, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const REQUEST_TIMEOUT_MS = 1000;
const UPLOAD_IDLE_TIMEOUT_MS = 1500;

let t: TestApp;
let dataDir: string;
let port: number;
let token: string;
let photo: MadeFile;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-upload-deadlines-'));
  t = await startTestApp({
    env: { DATA_DIR: dataDir, HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_UPLOAD_IDLE_TIMEOUT_MS: String(UPLOAD_IDLE_TIMEOUT_MS) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const { input } = await createUser(t.app, await adminToken(t.app), { crediti: 2 });
  token = await userToken(t.app, input.username, input.password);
  photo = await makePhoto(640, 960, 'webp', 7);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function uploadHead(file: MadeFile): Promise<string> {
  const { pendingId } = await reserve(t.app, token);
  return `PUT /api/publications/pending/${pendingId}/files/${file.name} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${file.type}\r\nContent-Length: ${file.data.length}\r\nConnection: close\r\n\r\n`;
}

/** An upload whose body is written in `parts`, `gapMs` apart: the answer and the time to the server's close. */
async function slowUpload(file: MadeFile, parts: Buffer[], gapMs: number): Promise<{ response: string; closedAfterMs: number }> {
  const head = await uploadHead(file);
  const socket = connect({ port, host: '127.0.0.1' });
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (response += chunk));
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.write(head);
  for (const part of parts) {
    await pause(gapMs);
    if (!socket.destroyed) socket.write(part);
  }
  return { closedAfterMs: await closed, response };
}

describe('a publish upload', () => {
  it('is stored when its body arrives slowly, over twice the ordinary limit', async () => {
    // A slow phone: the file in 8 parts, one every 300 ms, 2.4 s in all.
    const size = Math.ceil(photo.data.length / 8);
    const { response, closedAfterMs } = await slowUpload(photo, Array.from({ length: 8 }, (_, index) => photo.data.subarray(index * size, (index + 1) * size)), 300);
    expect(closedAfterMs).toBeGreaterThan(2 * REQUEST_TIMEOUT_MS);
    const answer = parseAnswer(response);
    expect(answer.status).toBe(200);
    expect(answer.body as UploadedFile).toMatchObject({ name: photo.name });
  });

  it('is cut with a 408 in our shape once no byte has arrived for the idle limit', async () => {
    const { response, closedAfterMs } = await slowUpload(photo, [photo.data.subarray(0, 1000)], 0);
    expect(closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_IDLE_TIMEOUT_MS - 100);
    // Cut for being idle, long before the upload's own limit (10 minutes).
    expect(closedAfterMs).toBeLessThan(UPLOAD_IDLE_TIMEOUT_MS + 5000);
    const answer = parseAnswer(response);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ error: expect.any(String), code: 'REQUEST_TIMEOUT' });
    // The half-received file is not left behind, nor the call that was writing it.
    await vi.waitFor(() => expect(readdirSync(join(dataDir, 'published', '.tmp'))).toEqual([]), { timeout: 5000, interval: 50 });
  });
});

describe('an ordinary request', () => {
  it('is still cut at the ordinary limit when its body stalls', async () => {
    const { response, closedAfterMs } = await exchange(port, 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(UPLOAD_IDLE_TIMEOUT_MS);
    expect(parseAnswer(response)).toMatchObject({ status: 408, body: { code: 'REQUEST_TIMEOUT' } });
  });
});
