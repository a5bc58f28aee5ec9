// Text from uploaded documents (PDF, DOCX, plain text), read in worker threads with time, memory and
// expansion limits. The server uses DocumentWorkers; extract.ts is what runs inside the workers.
export {
  DocumentsBusyError,
  DocumentTooComplexError,
  DocumentTooLargeError,
  NoTextError,
  UnsupportedFileError,
} from './errors.ts';
export type { ExtractedText, ExtractOptions, UploadedFile } from './extract.ts';
export { MAX_DOCX_EXPANDED_BYTES, MAX_PDF_EXPANDED_BYTES } from './extract.ts';
export { detectFileKind, type FileKind } from './file-kind.ts';
export { DOCUMENT_RESOURCE_LIMITS, DocumentWorkers, type DocumentWorkersOptions } from './workers.ts';
