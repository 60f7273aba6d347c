/** Saves bytes as a file through a temporary object URL; needs no network. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the URL once the click ran; free it after the save has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
