// Photo reader for math problems (tesseract, offline). Heavy: load with a dynamic import.
export { type CleanCandidate, cleanupCandidates } from './cleanup.ts';
export { PhotoError, type PhotoErrorCode } from './errors.ts';
export {
  checkImage,
  DEFAULT_LIMITS,
  type ImageInfo,
  type ImageLimits,
  type ImageType,
  imageInfo,
} from './image-info.ts';
export { createPhotoReader, type PhotoReader, type PhotoReaderOptions, type PhotoReading } from './photo.ts';
