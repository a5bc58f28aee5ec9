/**
 * A safe file name from a title: letters and digits kept (any script), every other run of
 * characters one hyphen, lower case, at most 80 characters; `fallback` when nothing is left.
 */
export function fileNameFromTitle(title: string, extension: string, fallback: string): string {
  const base = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${base || fallback}.${extension}`;
}

/** The download name of a diagram's SVG. */
export const svgFileName = (title: string): string => fileNameFromTitle(title, 'svg', 'diagram');
