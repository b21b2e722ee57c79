/** The file name a Content-Disposition header gives (`attachment; filename="books-2026-01-31.csv"`), if any. */
export function attachmentName(contentDisposition: string | null): string | undefined {
  return contentDisposition?.match(/filename="?([^";]+)"?/)?.[1];
}

/**
 * Hands a file the app fetched itself (with its token, which a plain link cannot send) to the browser's
 * download, as a click on a link to it would.
 */
export function saveFile(data: Blob, name: string) {
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the time the click returns; the next task may free this one.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
