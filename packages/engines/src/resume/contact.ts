import type { Line } from './parse.ts';

/** How a resume can be reached: the contact details found, each with the line it is on. */
export interface Contact {
  name: Line | null;
  email: Line | null;
  phone: Line | null;
  /** A LinkedIn profile. */
  linkedin: Line | null;
  /** GitHub, a portfolio or a personal site. */
  website: Line | null;
  location: Line | null;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3}[\s.-]?\d{3,4}\b/;
const LINKEDIN = /linkedin\.com\/(?:in|pub)\/[\w-]+/i;
const WEBSITE =
  /(?:github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[\w-]+|\b(?:https?:\/\/)?(?:www\.)?[\w-]+\.(?:dev|io|me|com|net|org|site|page|app)(?:\/[\w-]*)?\b/i;
/** "Austin, TX", "Leeds, UK", "Toronto, Ontario". */
const LOCATION = /\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*,\s*(?:[A-Z]{2}\b|[A-Z][a-z]+(?: [A-Z][a-z]+)?)/;
const NAME = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){1,3}$/u;

/** The first line (of `lines`) matching a pattern, ignoring lines that are only an email for WEBSITE. */
function lineWith(lines: readonly Line[], pattern: RegExp, skip?: RegExp): Line | null {
  return lines.find((l) => pattern.test(skip ? l.content.replace(skip, ' ') : l.content)) ?? null;
}

/**
 * Contact details from the top of the resume (before the first heading; the first eight lines when
 * there are no headings), and from a few lines further down for the details people put at the end.
 */
export function findContact(top: readonly Line[], all: readonly Line[]): Contact {
  const head = (top.length > 0 && top.length < all.length ? top : all.slice(0, 8)).filter((l) => l.content);
  const tail = all.slice(-4);
  const search = [...head, ...tail];
  const first = head[0];
  const nameLike =
    first && NAME.test(first.content.replace(/\s*[|,].*$/, '').trim()) && first.words <= 5 ? first : null;
  return {
    name: nameLike,
    email: lineWith(search, EMAIL),
    phone: lineWith(
      search,
      PHONE,
      new RegExp(`${EMAIL.source}|\\b(?:19|20)\\d\\d\\s*[–—-]\\s*(?:19|20)\\d\\d`, 'g'),
    ),
    linkedin: lineWith(search, LINKEDIN),
    website: lineWith(search, WEBSITE, new RegExp(`${EMAIL.source}|${LINKEDIN.source}`, 'gi')),
    location: lineWith(head, LOCATION),
  };
}
