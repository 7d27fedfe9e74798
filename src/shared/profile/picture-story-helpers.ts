import { screen } from 'storybook/test';
import { profileText } from './strings';

/** Stories only: a real PNG of `side` × `side` pixels, drawn in the browser. */
export async function png(side: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  canvas.getContext('2d')!.fillRect(0, 0, side, side);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'me.png', { type: 'image/png' });
}

/**
 * Stories only: drops files on the picture dropzone as the browser's drag and drop does (on its
 * file input; the drop bubbles to the area). Not fireEvent: it swaps a real DataTransfer for an empty copy.
 */
export async function dropPictures(files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  (await screen.findByLabelText(profileText.picture.dropzone, { selector: 'input' })).dispatchEvent(
    new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }),
  );
}
