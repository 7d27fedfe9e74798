/**
 * Files users upload (a chat image, a profile picture), kept with their world so the app can
 * show them: `storeUpload` keeps the bytes and answers the address the gateway serves them at
 * (GET /uploads/<folder>/<id>.<ext>, mocks/gateway.ts). Each upload gets a new id, so a cached
 * old picture never stands in for a new one. Lost with the world (restart, POST /__mock/reset).
 */
import type { World } from './build.ts';

/** A multipart file field as the dispatcher hands it to handlers (ctx.body). */
export interface UploadedFile {
  name: string;
  /** The type the browser declared, e.g. image/png ('' when it declared none). */
  type: string;
  size: number;
  bytes: Uint8Array;
}

export interface StoredUpload {
  /** The content type it is served with. */
  type: string;
  bytes: Uint8Array;
}

// Only types a browser shows as a picture and cannot run: anything else is served as bytes.
const TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TYPES).map(([type, ext]) => [ext, type])),
  jpeg: 'image/jpeg',
};
const OCTETS = 'application/octet-stream';

const uploads = (world: World) => world.part('uploads', () => new Map<string, StoredUpload>());

/** A multipart file field (as in ctx.body), or undefined for anything else. */
export function uploadedFile(value: unknown): UploadedFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const file = value as Partial<UploadedFile>;
  return file.bytes instanceof Uint8Array && typeof file.name === 'string' ? (file as UploadedFile) : undefined;
}

/**
 * Keeps `file`'s bytes in `world` under `folder` (lowercase letters, digits, dashes, e.g.
 * 'chat' or 'avatars') and answers the address that serves them: /uploads/<folder>/<id>.<ext>,
 * the extension from the declared type, else from the file's name.
 */
export function storeUpload(world: World, folder: string, file: UploadedFile): string {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`upload folder ${folder} is not a plain name`);
  const named = BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  const type = TYPES[file.type] ? file.type : (named ?? OCTETS);
  const id = world.nextId(`upload-${folder}`, 1);
  const url = `/uploads/${folder}/${id}.${TYPES[type] ?? 'bin'}`;
  uploads(world).set(url, { type, bytes: file.bytes });
  return url;
}

/** What was uploaded at `url` (a path, without query) in `world`, or undefined. */
export const uploadAt = (world: World, url: string): StoredUpload | undefined => uploads(world).get(url);
