// The Debian packages the tests and the benchmark drive for real (README "Set-up"). On a machine
// where we are root and apt-get exists (ours, CI), missing ones are installed, saying so; elsewhere
// the run stops naming the command to type.
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
  { command: 'mutool', pkg: 'mupdf-tools' },
  // Issue 33: the order sheet computed by LibreOffice, the order form filled in Firefox's viewer.
  { command: 'soffice', pkg: 'libreoffice-calc-nogui' },
  { command: 'firefox-esr', pkg: 'firefox-esr' },
  // Issue 34: the product dialog in WebKit, Safari's engine (MiniBrowser driven on a display of our own).
  { command: 'WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { command: 'Xvfb', pkg: 'xvfb' },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function missingPackages() {
  const missing = new Set(TOOLS.filter((t) => !onPath(t.command)).map((t) => t.pkg));
  if (!existsSync(CHROMIUM_PATH)) missing.add('chromium');
  return [...missing];
}

function canInstall() {
  return process.getuid?.() === 0 && onPath('apt-get');
}

function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
}

export function requireSystemTools() {
  let missing = missingPackages();
  if (missing.length > 0 && canInstall()) {
    console.info(`Installing the missing system packages with apt-get: ${missing.join(' ')}`);
    if (aptGet(['update', '-qq'])) aptGet(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
    missing = missingPackages();
  }
  if (missing.length === 0) return;
  const list = missing.join(' ');
  console.error(`Missing system packages: ${list}.\nInstall them with: sudo apt-get install -y ${list}`);
  process.exit(1);
}
