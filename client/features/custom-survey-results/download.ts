/**
 * Saves a file the server made ({ filename, contentType, base64 }) as the comparison's export does
 * (features/invites/row-errors.ts downloadBase64), without that module's texts in this chunk.
 */
export function downloadFile({ base64, filename, contentType }: { base64: string; filename: string; contentType: string }) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
