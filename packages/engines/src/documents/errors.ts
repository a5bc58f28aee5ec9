/** The file is not one the engine reads, or not readable; the message is for the student. */
export class UnsupportedFileError extends Error {
  override readonly name: string = 'UnsupportedFileError';
}

/** A readable file with no text in it (a PDF of scanned pages, an empty document). */
export class NoTextError extends UnsupportedFileError {
  override readonly name: string = 'NoTextError';
  constructor(
    message: string,
    /** A PDF without text is almost always scanned pages (images). */
    readonly pdf: boolean,
  ) {
    super(message);
  }
}

/** The file expands past its budget when unpacked: a readable type, but too much to read. */
export class DocumentTooLargeError extends UnsupportedFileError {
  override readonly name: string = 'DocumentTooLargeError';
}

/**
 * Reading the file ran past the extraction worker's time or memory limit; the worker was stopped.
 * The message is for the student.
 */
export class DocumentTooComplexError extends Error {
  override readonly name = 'DocumentTooComplexError';
  constructor(readonly limit: 'time' | 'memory') {
    super(
      'This file is too complex to read: it takes more time or memory than one upload may use. ' +
        'Upload a smaller part of it, or paste the text instead.',
    );
  }
}

/** Too many files are waiting to be read; worth trying again shortly. */
export class DocumentsBusyError extends Error {
  override readonly name = 'DocumentsBusyError';
  constructor() {
    super('Too many files are being read right now. Try again in a minute.');
  }
}
