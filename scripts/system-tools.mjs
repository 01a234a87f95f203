// The Debian packages the tests and the benchmark drive for real (README "Set-up").
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TOOLS = [
  { command: 'pdfinfo', pkg: 'poppler-utils' },
  { command: 'pdftotext', pkg: 'poppler-utils' },
  { command: 'pdffonts', pkg: 'poppler-utils' },
  { command: 'pdfimages', pkg: 'poppler-utils' },
  { command: 'pdftoppm', pkg: 'poppler-utils' },
  { command: 'qpdf', pkg: 'qpdf' },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function requireSystemTools() {
  const missing = new Set(TOOLS.filter((t) => !onPath(t.command)).map((t) => t.pkg));
  if (!existsSync(CHROMIUM_PATH)) missing.add('chromium');
  if (missing.size === 0) return;
  const list = [...missing].join(' ');
  console.error(`Missing system packages: ${list}.\nInstall them with: sudo apt-get install -y ${list}`);
  process.exit(1);
}
