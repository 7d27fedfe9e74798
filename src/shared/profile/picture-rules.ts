import type { FileRejection } from '@mantine/dropzone';

type FileError = FileRejection['errors'][number];

/**
 * The profile picture's rules (README, product rules: validation — count, type, extension, size, resolution), in one place.
 * Count, types, extensions and size are the contract's (set-profile-picture: «One image file,
 * jpg, png or webp, at most 2 MB»). The contract names no resolution; the smallest side is ours:
 * below 128 px a face is a blur in the 64 px side-menu avatar on a 2× screen.
 */
export const PICTURE_RULES = {
  maxFiles: 1,
  /** MIME types and the extensions each may carry (the dropzone's `accept`). */
  accept: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
  } as Record<string, string[]>,
  /** Shown in messages, in the contract's words. */
  extensionNames: ['jpg', 'png', 'webp'],
  maxBytes: 2 * 1024 * 1024,
  maxMegabytes: 2,
  minSide: 128,
} as const;

/** One kind of rejection; each has one Persian message (strings.ts, `t.picture.problems`). */
export type PictureProblem = 'count' | 'type' | 'extension' | 'size' | 'resolution' | 'unreadable';

/** react-dropzone's codes, plus our extension check's. */
const EXTENSION_CODE = 'file-invalid-extension';
const PROBLEM_OF_CODE: Record<string, PictureProblem> = {
  'too-many-files': 'count',
  'file-invalid-type': 'type',
  [EXTENSION_CODE]: 'extension',
  'file-too-large': 'size',
};

const allowedExtensions = Object.values(PICTURE_RULES.accept).flat();

/**
 * The dropzone's synchronous `validator`: the file name must end in an allowed extension, since a
 * browser may report «image/jpeg» for a file named `photo.gif` (or no type at all).
 */
export function extensionError(file: File): FileError | null {
  const name = file.name.toLowerCase();
  if (allowedExtensions.some((extension) => name.endsWith(extension))) return null;
  return { code: EXTENSION_CODE, message: EXTENSION_CODE };
}

/** The kinds of problem in the dropzone's rejections, each once, in the order of the rules. */
export function problemsOf(rejections: readonly FileRejection[]): PictureProblem[] {
  const found = new Set<PictureProblem>();
  for (const { errors } of rejections) {
    for (const { code } of errors) found.add(PROBLEM_OF_CODE[code] ?? 'type');
  }
  // A file that is no image at all needs no word about its extension.
  if (found.has('type')) found.delete('extension');
  const order: PictureProblem[] = ['count', 'type', 'extension', 'size', 'resolution', 'unreadable'];
  return order.filter((problem) => found.has(problem));
}

/** Reads an image's size in pixels; the browser's createImageBitmap by default. */
export type MeasureImage = (file: File) => Promise<{ width: number; height: number; close?: () => void }>;

/** The browser's createImageBitmap, looked up when needed (null where it is missing). */
function browserMeasure(): MeasureImage | null {
  return typeof globalThis.createImageBitmap === 'function' ? (file) => globalThis.createImageBitmap(file) : null;
}

/**
 * The resolution rule, checked after the drop (the dropzone's validator cannot wait for a
 * decode): 'resolution' when a side is under the minimum, 'unreadable' when the file does not
 * decode as an image, null when it passes. Without createImageBitmap the server decides.
 */
export async function resolutionProblem(
  file: File,
  measure: MeasureImage | null = browserMeasure(),
): Promise<PictureProblem | null> {
  if (!measure) return null;
  try {
    const image = await measure(file);
    const side = Math.min(image.width, image.height);
    // A closed ImageBitmap reads 0 × 0, so the size is taken first.
    image.close?.();
    return side < PICTURE_RULES.minSide ? 'resolution' : null;
  } catch {
    return 'unreadable';
  }
}
