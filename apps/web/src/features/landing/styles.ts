/** Shared class strings for the landing page's plain text links. */
export const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export const textLink = `${focusRing} font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline`;

/** Centred page column used by every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
