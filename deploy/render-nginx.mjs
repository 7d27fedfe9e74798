#!/usr/bin/env node
/**
 * Writes a ready nginx config for the built app from the template deploy/nginx.conf (README,
 * "Deploying"): the app's folder, the port, the backend, and the Content-Security-Policy's hash of
 * each inline script of the built index.html (scripts/first-paint.ts writes one), which changes
 * with every build that changes the chunks it preloads.
 *
 *   node deploy/render-nginx.mjs --api http://127.0.0.1:8000 [--dist dist] [--root /srv/danesh]
 *     [--listen 80] [--origin https://cdn.example.ir]… [--mock] [--out danesh.conf | --standalone DIR]
 *
 * `--standalone DIR` writes DIR/site.conf and a main DIR/nginx.conf that needs nothing of
 * /etc/nginx but mime.types and the brotli module (pid, logs and temporary files in DIR), for
 * `nginx -p DIR -c nginx.conf -g 'daemon off;'` as any user: the end-to-end tests' server.
 * Plain JavaScript without dependencies, so it runs wherever the build is deployed from.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `usage: node deploy/render-nginx.mjs --api URL [--dist dist] [--root PATH] [--listen 80]
  [--origin URL]… [--mock] [--out FILE | --standalone DIR]`;

/** Where Debian (and Fedora) keep what the standalone config needs from the system's nginx. */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
];
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'];

/** The CSP source of each inline script of `html`, as the browser hashes it: its text, lines ending in LF. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // Data blocks (JSON, JSON-LD) are never run, so CSP does not ask for them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/javascript|ecmascript/.test(type)) continue;
    const digest = createHash('sha256').update(body.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** Throws on what no hash can allow: inline event handlers and javascript: addresses. */
function refuseInlineHandlers(html) {
  const handler = /<[a-z][^>]*\son[a-z]+\s*=|\b(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(html);
  if (handler) {
    throw new Error(`index.html has inline code the Content-Security-Policy would block: ${handler[0]}`);
  }
}

/** The origin of an http(s) address; throws on anything else. */
function originOf(value, option) {
  // Written into the config as it is: nothing that could end a directive or a quoted header.
  if (/[\s;{}'"]/.test(value)) throw new Error(`${option} ${value}: spaces, quotes, ; and braces are not allowed`);
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${option} ${value}: not an address (http://host:port…)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${option} ${value}: not http(s)`);
  return url.origin;
}

/**
 * The template with its values: its opening comment (the list of {{…}}) gives way to a note of
 * where the file came from, and the `--mock only` lines stay only for the mock.
 */
function render(template, values, { mock }) {
  const [, ...rest] = template.split(/\n\n/);
  const body = rest
    .join('\n\n')
    .split('\n')
    .flatMap((line) => {
      const [code, mockOnly] = line.split(/\s+# --mock only:/);
      if (mockOnly === undefined) return [line];
      return mock ? [code] : [];
    })
    .join('\n')
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
      if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${placeholder}`);
      return values[name];
    });
  return `# Written by deploy/render-nginx.mjs from deploy/nginx.conf (read that file for the why of
# each line); render it again after each build: the inline script's hash changes with the chunks.
${mock ? '# --mock: /__mock/ goes to the mock gateway. Never in production.\n' : ''}
${body}`;
}

/** A main config that runs `site` on its own: everything nginx writes goes under `dir`. */
function standalone(dir, siteFile) {
  const brotli = BROTLI_MODULES.find((file) => existsSync(file));
  const mimeTypes = MIME_TYPES.find((file) => existsSync(file));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(resolve(dir, 'temp', kind), { recursive: true });
    return `    ${kind}_temp_path ${resolve(dir, 'temp', kind)};`;
  });
  return [
    '# Written by deploy/render-nginx.mjs --standalone: nginx without /etc/nginx/nginx.conf, as any user.',
    `# nginx -p ${dir} -c nginx.conf -g 'daemon off;'`,
    brotli ? `load_module ${brotli};` : '# (no brotli_static module: apt-get install libnginx-mod-http-brotli-static)',
    // As root (CI) the workers would run as nobody, who may not read the checkout.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${resolve(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    mimeTypes
      ? `    include ${mimeTypes};`
      : '    types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; image/png png; font/woff2 woff2; audio/mpeg mp3; video/mp4 mp4; }',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    ...temp,
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

function main() {
  const { values: args } = parseArgs({
    options: {
      api: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      root: { type: 'string' },
      listen: { type: 'string', default: '80' },
      origin: { type: 'string', multiple: true, default: [] },
      mock: { type: 'boolean', default: false },
      out: { type: 'string' },
      standalone: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.api) throw new Error(`--api is required (the backend, e.g. http://127.0.0.1:8000)\n${USAGE}`);
  if (!/^(\S+:)?\d+$/.test(args.listen)) throw new Error(`--listen ${args.listen}: a port, or address:port`);
  const backend = originOf(args.api, '--api');
  const dist = resolve(args.dist);
  const index = resolve(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first`);
  const html = readFileSync(index, 'utf8');
  refuseInlineHandlers(html);

  const template = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8');
  const join = (sources) => sources.map((source) => ` ${source}`).join('');
  const site = render(
    template,
    {
      ROOT: resolve(args.root ?? dist),
      LISTEN: args.listen,
      API: args.api,
      SCRIPT_HASHES: join(inlineScriptHashes(html)),
      ORIGINS: join(args.origin.map((origin) => originOf(origin, '--origin'))),
      BACKEND: backend,
    },
    { mock: args.mock },
  );

  if (args.standalone) {
    const dir = resolve(args.standalone);
    mkdirSync(dir, { recursive: true });
    const siteFile = resolve(dir, 'site.conf');
    writeFileSync(siteFile, site);
    writeFileSync(resolve(dir, 'nginx.conf'), standalone(dir, siteFile));
    console.log(`${dir}/nginx.conf: nginx -p ${dir} -c nginx.conf -g 'daemon off;'`);
  } else if (args.out) {
    writeFileSync(args.out, site);
  } else {
    process.stdout.write(site);
  }
}

try {
  main();
} catch (error) {
  console.error(`render-nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
