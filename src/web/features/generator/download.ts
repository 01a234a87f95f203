/** Hands a file made on this page to the browser as a download under the given name. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
}

/** Hands a Blob (the PDF, as the PDF worker made it) to the browser as a download under the given name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; FileSaver.js waits 40 s before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
