import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { parseJson } from './http.js';

/** Test support: a real HTTP server on 127.0.0.1 that speaks whatever contract a test gives it. */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (undefined when it is not JSON). */
  body: unknown;
}

/** A JSON answer, a raw text answer, or no answer at all (to meet a timeout). */
export type StubReply = { status: number; json: unknown } | { status: number; text: string } | 'hang';

export interface StubServer {
  url: string;
  /** Every request received, in order: the call counter of the cache tests. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Reply = (request: RecordedRequest) => StubReply;

/** For one test file: returns a starter of stub servers, each closed after its test. */
export function stubServers(): (reply: Reply) => Promise<StubServer> {
  const open: StubServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stub) => stub.close()));
  });
  return async (reply) => {
    const stub = await startStubServer(reply);
    open.push(stub);
    return stub;
  };
}

async function startStubServer(reply: Reply): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: parseJson(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const answer = reply(request);
      if (answer === 'hang') return;
      const isJson = 'json' in answer;
      res.writeHead(answer.status, { 'content-type': isJson ? 'application/json' : 'text/plain' });
      res.end(isJson ? JSON.stringify(answer.json) : answer.text);
    });
  });
  const url = await listen(server);
  return {
    url,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The URL of a port that nobody listens on any more: connections to it are refused. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** LibreTranslate's success answer: the text marked with the target code, e.g. `[pt] Ciao`. */
export function libreTranslateEcho(request: RecordedRequest): StubReply {
  const { q, target } = request.body as { q: string; target: string };
  const detectedLanguage = { confidence: 90, language: 'it' };
  return { status: 200, json: { detectedLanguage, translatedText: `[${target}] ${q}` } };
}

/** DeepL's success answer: the text marked with the target code, e.g. `[PT-PT] Ciao`. */
export function deeplEcho(request: RecordedRequest): StubReply {
  const { text, target_lang } = request.body as { text: string[]; target_lang: string };
  return {
    status: 200,
    json: { translations: text.map((t) => ({ detected_source_language: 'IT', text: `[${target_lang}] ${t}` })) },
  };
}
