/**
 * `npm run audit:security` (issue 5): sqlmap against the real server's login, debug test-login
 * (ADMIN_DEBUG=true) and generate-catalog (body and Idempotency-Key header), with the failed-login
 * limits raised by the server's test-only settings, plus a deliberately injectable control route
 * on a separate app that sqlmap must find. Too slow for CI: run by hand. Exits 1 unless the
 * control is found and no real route is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startChild } from '../bench-api/child-server.js';
import { seedUser } from '../bench-api/seed.js';
import { startControlServer } from './control-server.js';
import { ensureSqlmap, runSqlmap, type SqlmapTarget, type SqlmapVerdict } from './sqlmap.js';

const UNLIMITED = '1000000000';

function printReport(control: SqlmapVerdict, product: SqlmapVerdict[], serverErrors: string[]): boolean {
  const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]?.trim();
  const controlOk = control.injectable;
  const productOk = product.every((verdict) => verdict.tested && !verdict.injectable);
  const verdictText = (verdict: SqlmapVerdict) =>
    verdict.injectable ? 'INJECTABLE - FIX IT' : verdict.tested ? 'no injectable parameter' : 'NOT TESTED - see the tail of its log below';
  const untested = [control, ...product].filter((verdict) => !verdict.tested);
  const lines = [
    '',
    `Security audit - sqlmap ${version}, level 3, risk 2, DBMS PostgreSQL`,
    '',
    `  [control] ${control.name.padEnd(52)} ${control.injectable ? 'INJECTABLE (expected: the scan works)' : 'NOT FOUND - the scan proves nothing'}`,
    ...product.map((verdict) => `  [product] ${verdict.name.padEnd(52)} ${verdictText(verdict)}`),
    '',
    "sqlmap's findings per parameter:",
    ...[control, ...product].flatMap((verdict) => [`  ${verdict.name}`, ...verdict.findings.map((line) => `    ${line}`)]),
    ...untested.flatMap((verdict) => ['', `Tail of the log of ${verdict.name}:`, ...verdict.output.trim().split('\n').slice(-12)]),
    '',
    `Server errors logged during the scan: ${serverErrors.length}`,
    ...serverErrors.slice(0, 5).map((line) => `  ${line}`),
    '',
    `Verdict: ${controlOk && productOk && serverErrors.length === 0 ? 'PASS' : 'FAIL'}`,
  ];
  console.info(lines.join('\n'));
  return controlOk && productOk && serverErrors.length === 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { 'postgres-url': { type: 'string' } } });
  ensureSqlmap();
  const work = mkdtempSync(join(tmpdir(), 'vetrina-audit-'));
  const control = await startControlServer();
  const server = await startChild(
    'src/server/main.ts',
    {
      DATA_DIR: join(work, 'data'),
      ...(values['postgres-url'] ? { DATABASE_URL: values['postgres-url'] } : {}),
      ADMIN_DEBUG: 'true',
      LOGIN_MAX_FAILURES_PER_USERNAME: UNLIMITED,
      LOGIN_MAX_FAILURES_PER_IP: UNLIMITED,
    },
    '/api/health',
  );
  try {
    const token = await seedUser(server.url);
    const credentials = { username: 'banco-prova', password: 'password-sbagliata' };
    const targets: SqlmapTarget[] = [
      { name: 'POST /api/login (username, password)', url: `${server.url}/api/login`, body: credentials },
      { name: 'POST /api/admin/test-login (username, password)', url: `${server.url}/api/admin/test-login`, body: { username: 'admin', password: 'x' } },
      {
        name: 'POST /api/generate-catalog (numeroImmagini, Idempotency-Key)',
        url: `${server.url}/api/generate-catalog`,
        body: { numeroImmagini: 3 },
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'audit-key*' },
      },
    ];
    console.info(`Scanning the control route, then ${targets.length} product routes (several minutes)...`);
    const controlVerdict = await runSqlmap({ name: 'POST /control/login (username, password)', url: `${control.url}/control/login`, body: credentials }, join(work, 'sqlmap'));
    const verdicts: SqlmapVerdict[] = [];
    for (const target of targets) {
      console.info(`  ${target.name}`);
      verdicts.push(await runSqlmap(target, join(work, 'sqlmap')));
    }
    const serverErrors = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)|unexpected error/.test(line));
    process.exitCode = printReport(controlVerdict, verdicts, serverErrors) ? 0 : 1;
  } finally {
    await server.stop();
    await control.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
