import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Build-only Vite plugin for the first paint of the app's index.html: preload links for the fonts
 * every page paints with, and an inline script that starts a path's API GETs and preloads its route
 * chunks before the entry chunk has run (src/app/early-data.ts adopts those answers).
 */

/** What the built index.html starts fetching for a URL path before the app's own code has run. */
export interface EarlyStart {
  /** Modules the router lazy-imports for the path (src/app/routes/): their chunks are preloaded. */
  code?: string[];
  /** Parameterless public GETs (API paths) the page asks for at once; src/app/early-data.ts adopts them. */
  api?: string[];
}

/** The chunk's file and every file it statically imports (what must load before it runs). */
function staticClosure(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

/**
 * Inline script: starts the early GETs (into `window.__early`) and adds modulepreload (or
 * stylesheet) links for the path's chunks. `table[path] = [apiPaths, files]`.
 */
const earlyStartScript = (table: Record<string, [string[], string[]]>, apiBase: string) =>
  `(function(t,b){var e=window.__early={},p=location.pathname;[t['*'],t[p]].forEach(function(s){if(!s)return;` +
  `s[0].forEach(function(a){e[a]={url:b+a,response:fetch(b+a,{headers:{Accept:'application/json'}}).catch(function(){return null})}});` +
  `s[1].forEach(function(h){var l=document.createElement('link');l.rel=/\\.css$/.test(h)?'stylesheet':'modulepreload';l.href=h;document.head.appendChild(l)})})})` +
  `(${JSON.stringify(table)},${JSON.stringify(apiBase)})`;

/**
 * Build only, the app's index.html: preload links for `fonts` (asset names) and the inline script
 * of `early`, placed before the entry's tags (an inline script after a stylesheet link would wait
 * for that stylesheet).
 */
export function firstPaint({ fonts, early }: { fonts: RegExp; early: Record<string, EarlyStart> }): Plugin {
  let root = '';
  let base = '/';
  let apiBase = '/api';
  return {
    name: 'danesh-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      // The API client's default base (src/shared/config.ts); early-data.ts checks it still holds.
      apiBase = String(config.env.VITE_API_BASE_URL || '/api').replace(/\/$/, '');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry, filename }) {
        // Storybook builds its own HTML with this config: only the app's page is concerned.
        if (!bundle || !entry || filename !== resolve(root, 'index.html')) return html;
        const outputs = Object.values(bundle);
        const fontLinks = outputs
          .filter((output) => output.type === 'asset' && output.names.some((name) => fonts.test(name)))
          .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font.fileName}">`);
        if (fontLinks.length === 0) this.warn('first paint: no font file matched; fonts are not preloaded');

        // A chunk per module it contains, so a module merged into a group chunk is still found.
        const chunkOf = new Map<string, Rolldown.OutputChunk>();
        for (const output of outputs) {
          if (output.type === 'chunk') for (const id of output.moduleIds) chunkOf.set(id, output);
        }
        const loadedByEntry = staticClosure(bundle, entry);
        const table: Record<string, [string[], string[]]> = {};
        for (const [path, { code = [], api = [] }] of Object.entries(early)) {
          const files = new Set<string>();
          for (const module of code) {
            const chunk = chunkOf.get(resolve(root, module));
            if (!chunk) {
              this.warn(`first paint: ${module} (for ${path}) is in no chunk; not preloaded`);
              continue;
            }
            for (const file of staticClosure(bundle, chunk)) if (!loadedByEntry.has(file)) files.add(file);
          }
          table[path] = [api, [...files].map((file) => base + file)];
        }

        const at = html.indexOf('<script type="module"');
        if (at < 0) return html;
        const tags = [...fontLinks, `<script>${earlyStartScript(table, apiBase)}</script>`];
        return `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`;
      },
    },
  };
}
