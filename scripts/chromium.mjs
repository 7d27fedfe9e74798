// Debian's Chromium, used by story tests, Playwright and Lighthouse: browsers cannot be
// downloaded here. These flags work headless as root and keep Chromium off the closed network.

/** Path of the browser (`CHROME_PATH` overrides). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags (add `--headless` where the runner does not). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
