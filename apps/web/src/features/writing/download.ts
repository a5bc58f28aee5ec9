/** Hands a downloaded file (fetched with the token) to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
