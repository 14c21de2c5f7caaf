// Installs what the browser tests need from Debian when it is missing: chromium and a CJK font.
// Never downloads a browser of its own.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const has = (cmd) => {
  try {
    execSync(cmd, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const need = [];
if (!fs.existsSync('/usr/bin/chromium')) need.push('chromium');
if (!has("fc-list | grep -qiE 'noto sans cjk|wenquanyi|wqy'")) need.push('fonts-noto-cjk');
if (need.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `Missing Debian packages: ${need.join(' ')}. Install them with: sudo apt-get install -y ${need.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing ${need.join(' ')} with apt-get ...`);
execSync('apt-get update -qq', { stdio: 'inherit' });
execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${need.join(' ')}`, {
  stdio: 'inherit',
});
