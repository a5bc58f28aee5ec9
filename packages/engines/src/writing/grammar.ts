// Grammar and spelling with harper (offline WASM, inlined so nothing is fetched at run time).
import type { WritingSuggestion, WritingSuggestionType } from '@studybot/contract';
import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { editDistance } from '../text/edit-distance.ts';
import { SCHOOL_WORDS } from './school-words.ts';

/** A grammar checker's finding, with whether its fix is safe to apply unasked. */
export interface Finding extends WritingSuggestion {
  safe: boolean;
}

const SPELLING_KINDS = new Set(['Spelling', 'Typo']);
const GRAMMAR_KINDS = new Set([
  'Agreement',
  'BoundaryError',
  'Capitalization',
  'Formatting',
  'Grammar',
  'Miscellaneous',
  'Punctuation',
  'Repetition',
]);

function typeOf(kind: string): WritingSuggestionType {
  if (SPELLING_KINDS.has(kind)) return 'spelling';
  if (GRAMMAR_KINDS.has(kind)) return 'grammar';
  return 'style';
}

export class GrammarChecker {
  readonly #linter = new LocalLinter({ binary: binaryInlined });
  #ready: Promise<void> | null = null;

  /** Loads the WASM and the school word list once (about a second). */
  setup(): Promise<void> {
    this.#ready ??= (async () => {
      await this.#linter.setup();
      await this.#linter.importWords([...SCHOOL_WORDS]);
    })();
    return this.#ready;
  }

  async check(text: string): Promise<Finding[]> {
    await this.setup();
    const lints = await this.#linter.lint(text);
    return lints.map((lint) => {
      const span = lint.span();
      const found = text.slice(span.start, span.end);
      const kind = lint.lint_kind();
      const type = typeOf(kind);
      const replacements = lint
        .suggestions()
        .map((s) => s.get_replacement_text())
        .filter((r): r is string => typeof r === 'string');
      const replacement = replacements[0] ?? null;
      return {
        type,
        message: messageOf(type, lint.message(), found),
        start: span.start,
        end: span.end,
        replacement,
        safe: isSafe(type, found, replacements),
      };
    });
  }
}

/**
 * A fix applied without asking: a grammar fix with one possible answer, or a misspelt lower-case
 * word one or two letters from the first suggestion (names and rare words are left to the writer).
 */
function isSafe(type: WritingSuggestionType, found: string, replacements: string[]): boolean {
  if (replacements.length === 0) return false;
  if (type === 'grammar') return new Set(replacements.map((r) => r.trim())).size === 1;
  if (type === 'spelling') {
    const first = replacements[0]!;
    return /^[a-z]{3,}$/.test(found) && editDistance(found, first.toLowerCase(), 2) <= 2;
  }
  return false;
}

function messageOf(type: WritingSuggestionType, message: string, found: string): string {
  if (type === 'spelling') return `Check the spelling of “${found}”.`;
  return message.replace(/`([^`]*)`/g, '“$1”');
}
