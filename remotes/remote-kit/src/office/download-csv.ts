/**
 * Saves `csv` as a file from the browser: an object URL on a temporary <a download>. Every office
 * download goes through here; the file itself is always written by the kit's one CSV writer.
 */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Hindi).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's download has started: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
