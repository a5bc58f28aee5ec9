import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

// With the u flag a paired surrogate is one code point, so only an unpaired one matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * The path of the first string in a parsed JSON body that holds an unpaired UTF-16 surrogate
 * ('' for the body itself), or undefined when every string is well formed. Such a string cannot
 * be stored as UTF-8 without being altered, so it is refused instead. Walks with its own stack,
 * so a deeply nested body cannot overflow the call stack.
 */
export function firstMalformedString(body: unknown): string | undefined {
  type Place = { value: unknown; key?: string; parent?: Place };
  const pathOf = (place: Place | undefined, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let p = place; p?.key !== undefined; p = p.parent) keys.unshift(p.key);
    return keys.join('.');
  };
  const stack: Place[] = [{ value: body }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      if (!wellFormed(value)) return pathOf(place);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (!wellFormed(key)) return pathOf(place, '(a key)');
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return undefined;
}

/** Every JSON body is checked before its route's schema sees it. */
export function refuseMalformedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = firstMalformedString(request.body);
    if (path === '') throw badRequest('Invalid request: the text contains an unpaired surrogate character');
    if (path !== undefined) {
      throw badRequest(`Invalid field '${path}': the text contains an unpaired surrogate character`);
    }
  });
}
