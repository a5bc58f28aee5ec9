import type { Token } from './tokenize.ts';

/**
 * Numbers terms, so that the texts of one comparison can be matched term by term as integers.
 * Texts coded by the same TermCodes share numbers: equal codes, equal terms.
 */
export class TermCodes {
  readonly #codes = new Map<string, number>();

  code(tokens: readonly Token[]): Int32Array {
    const codes = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const term = tokens[i]!.term;
      let code = this.#codes.get(term);
      if (code === undefined) {
        code = this.#codes.size;
        this.#codes.set(term, code);
      }
      codes[i] = code;
    }
    return codes;
  }
}
