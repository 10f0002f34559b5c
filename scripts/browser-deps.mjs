// What the browser tests and benches need from the machine, provisioned in one place: Debian's Chromium and the
// fonts CI renders with (Noto, emoji included). `npm test`, `.ci/run`, the end-to-end suite (its global setup) and the
// browser benches all run this script. When something is missing and this user may install packages (root, or sudo
// without a password) it installs Debian's packages; otherwise it prints one line naming the exact command and fails.
// Usage: node scripts/browser-deps.mjs [--check] (--check only reports, never installs). CHROMIUM_PATH or CHROME_PATH
// name another browser, which is then only looked for.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** Debian's packages: the browser, the Noto fonts (Latin with Vietnamese, and more) and colour emoji. */
export const PACKAGES = ['chromium', 'fonts-noto-core', 'fonts-noto-color-emoji'];
/** Font families that must be installed, as fontconfig names them, and the package that brings each. */
const FONTS = [
  ['Noto Sans', 'fonts-noto-core'],
  ['Noto Color Emoji', 'fonts-noto-color-emoji'],
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || process.env.CHROME_PATH || DEFAULT_CHROMIUM;
}

function installedFamilies() {
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (listed.status !== 0) return new Set();
  return new Set(listed.stdout.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
}

/** What is missing: the Debian packages to install, and whether the browser is a custom path that is not there. */
export function missing() {
  const browser = chromiumPath();
  const packages = [];
  let customBrowser = false;
  if (!existsSync(browser)) {
    if (browser === DEFAULT_CHROMIUM) packages.push('chromium');
    else customBrowser = true;
  }
  const families = installedFamilies();
  for (const [family, pkg] of FONTS) if (!families.has(family)) packages.push(pkg);
  return { packages, customBrowser, browser };
}

/** How this user may install packages: as root, through sudo without a password, or not at all. */
function installer() {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

function run(prefix, args) {
  const [command, ...rest] = [...prefix, ...args];
  execFileSync(command, rest, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Makes sure the browser tests can run; returns true when they can. With `install` false it only reports. It prints
 * nothing when everything is there, one line per step when it installs, and one line with the command otherwise.
 */
export function ensureBrowserDeps({ install = true } = {}) {
  const before = missing();
  if (before.customBrowser) {
    console.error(
      `[lumi] không thấy trình duyệt ở ${before.browser} (CHROMIUM_PATH/CHROME_PATH): đặt lại đường dẫn hoặc bỏ biến này để dùng ${DEFAULT_CHROMIUM}`,
    );
    return false;
  }
  if (before.packages.length === 0) return true;
  const command = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;
  const prefix = install ? installer() : undefined;
  if (!prefix) {
    console.error(`[lumi] kiểm thử trên trình duyệt cần ${before.packages.join(', ')}: hãy chạy  ${command}`);
    return false;
  }
  console.log(`[lumi] cài ${PACKAGES.join(', ')} (gói Debian) cho kiểm thử trên trình duyệt…`);
  try {
    run(prefix, ['apt-get', 'update', '-qq']);
    run(prefix, ['apt-get', 'install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...PACKAGES]);
  } catch {
    console.error(`[lumi] không cài được các gói trên: hãy chạy  ${command}`);
    return false;
  }
  const after = missing();
  if (after.packages.length > 0) {
    console.error(`[lumi] vẫn thiếu ${after.packages.join(', ')} sau khi cài: hãy chạy  ${command}`);
    return false;
  }
  console.log(`[lumi] đã cài Chromium và phông chữ Noto`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = ensureBrowserDeps({ install: !process.argv.includes('--check') });
  process.exit(ok ? 0 : 1);
}
