import type { FileRejection } from '@mantine/dropzone';
import { chatText as t } from './strings';

/** The contract's accepted image types (its 400 answer: «jpg، png یا webp تا ۵ مگابایت»). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** 5 MB, the contract's limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest and tallest picture accepted (designed: the spec has resolution rules but no numbers). */
export const MAX_IMAGE_SIDE = 4096;

/** The Persian reason Dropzone's rejection gets (the first file's first error). */
export function rejectionMessage(rejections: FileRejection[]): string {
  if (rejections.length > 1) return t.imageTooMany;
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return t.imageTooBig;
  if (code === 'too-many-files') return t.imageTooMany;
  return t.imageWrongType;
}

/**
 * The pixel size check Dropzone's synchronous validator cannot do: null when the picture fits,
 * else the reason. Where the browser cannot decode pictures (jsdom) the server's checks remain.
 */
export async function pixelProblem(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const tooLarge = bitmap.width > MAX_IMAGE_SIDE || bitmap.height > MAX_IMAGE_SIDE;
    bitmap.close();
    return tooLarge ? t.imageTooManyPixels : null;
  } catch {
    return t.imageUnreadable;
  }
}
