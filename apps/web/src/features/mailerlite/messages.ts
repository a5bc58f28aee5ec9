/** This screen's own texts; the spec's messages are `MAILERLITE_MESSAGES` in the contract. */

export const PAGE_TITLE = 'Subscriber Export';
export const ACCESS_DENIED = 'Access Denied';
export const CONSENT_NOTE =
  'Only users who agreed to receive email when they signed up are counted and exported.';
export const STATS_LOAD_FAILED = 'Could not load the subscriber counts.';
export const HISTORY_LOAD_FAILED = 'Could not load the export history.';
export const NO_EXPORTS = 'No exports yet';
export const NO_EXPORTS_HINT = 'Each export you run is listed here with how many subscribers it sent.';

/** A partial export: how many of the selection were not exported. */
export function partialDetail(failed: number, total: number): string {
  return `${failed} of ${total} subscribers could not be exported.`;
}

/** Without a MailerLite key the server answers the selection as CSV, which is downloaded. */
export function csvDownloaded(fileName: string): string {
  return `MailerLite is not configured on this server, so the subscribers were downloaded as ${fileName}.`;
}
