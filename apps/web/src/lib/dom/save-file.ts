/**
 * Hands a fetched file to the browser as a download. Receipts need the bearer token, so a plain
 * link cannot fetch them: they are fetched through the API client and saved from here.
 */
export function saveFile(file: Blob, name: string) {
  if (typeof URL.createObjectURL !== 'function') return; // not a browser (tests)
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
