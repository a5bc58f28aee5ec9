/** Gives a file (fetched with the token, or made in the page) to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers: they read the URL after click().
  window.setTimeout(() => URL.revokeObjectURL(url), 1500);
}
