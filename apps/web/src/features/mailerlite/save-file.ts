import { saveFile } from '../../lib/save-file';

/** `subscribers-2026-01-31.csv`: the download name of a CSV export made on `day` (local date). */
export function csvFileName(day: Date = new Date()): string {
  const yyyy = String(day.getFullYear());
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const dd = String(day.getDate()).padStart(2, '0');
  return `subscribers-${yyyy}-${mm}-${dd}.csv`;
}

/** Gives `csv` to the browser as a download named `fileName`. */
export function saveCsv(csv: string, fileName: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
