/**
 * Measures what a ZIP archive (a DOCX) expands to before mammoth opens it: every entry is inflated
 * against one budget, so an archive whose declared sizes lie is caught too. zlib counts the same
 * way the reader would, as mammoth's ZIP library (JSZip with pako) is a port of zlib and stops where
 * zlib stops.
 */
import { inflateRawSync } from 'node:zlib';
import { type ExpansionBudget, ExpansionLimitError } from './budget.ts';

/** The archive is not a well-formed ZIP. */
export class DamagedArchiveError extends Error {
  override readonly name = 'DamagedArchiveError';
}

export function checkZipExpansion(bytes: Uint8Array, budget: ExpansionBudget): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const damaged = () => new DamagedArchiveError('The archive is damaged');
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw damaged();
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw damaged();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) budget.spend(data.length);
    else if (method === 8) {
      let size: number;
      try {
        size = inflateRawSync(data, { maxOutputLength: budget.remaining + 1 }).length;
      } catch (error) {
        if (error instanceof RangeError) throw new ExpansionLimitError('ZIP entry past the budget');
        throw damaged();
      }
      budget.spend(size);
    } else throw damaged();
  }
}
