// Stories only: a download the page starts is recorded instead of saved.

/** What was downloaded (URL.createObjectURL is watched, the link's click goes nowhere in a story). */
export const downloaded: { blob: Blob | null; name: string } = { blob: null, name: '' };
export function watchDownloads() {
  const create = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    downloaded.blob = blob as Blob;
    return 'blob:story';
  };
  HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
    downloaded.name = this.download;
  };
  return () => {
    URL.createObjectURL = create;
    HTMLAnchorElement.prototype.click = click;
    Object.assign(downloaded, { blob: null, name: '' });
  };
}
