import { MAX_UPLOAD_MB } from '@studybot/contract';
// The one error type the photo reader throws; `message` is written for the student.

export type PhotoErrorCode =
  | 'unsupported_type'
  | 'file_too_large'
  | 'image_too_large'
  | 'unreadable_image'
  | 'no_math_found'
  | 'timeout'
  | 'ocr_failed'
  | 'closed';

const MESSAGES: Record<PhotoErrorCode, string> = {
  unsupported_type: 'Please send the photo as a PNG, JPEG or WebP image.',
  file_too_large: `That photo file is too big. Please send one under ${MAX_UPLOAD_MB} MB.`,
  image_too_large: 'That photo has too many pixels. Please send a smaller or cropped photo.',
  unreadable_image: 'That image file seems to be damaged. Please take the photo again.',
  no_math_found:
    'We could not read a math problem in this photo. Try a sharper, well-lit photo of just the problem, or type it in.',
  timeout: 'Reading the photo took too long. Please try again with a smaller or cropped photo.',
  ocr_failed: 'Something went wrong while reading the photo. Please try again.',
  closed: 'The photo reader has been shut down.',
};

export class PhotoError extends Error {
  override name = 'PhotoError';
  readonly code: PhotoErrorCode;
  /** Technical detail for logs; never shown to students. */
  readonly detail: string | undefined;

  constructor(code: PhotoErrorCode, detail?: string) {
    super(MESSAGES[code]);
    this.code = code;
    this.detail = detail;
  }
}
