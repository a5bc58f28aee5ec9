// The words a photographed math problem may hold, for telling a problem from prose and a misread word from a real one.
/** Words that may appear in a math problem; other words of three or more letters suggest prose. */
const MATH_WORDS = new Set(
  (
    'solve for simplify expand factor factorise factorize evaluate calculate compute work out find what whats ' +
    'the value derivative differentiate integrate integral with respect from limit lim approaches goes tends ' +
    'and please infinity sin cos tan cot sec csc asin acos atan arcsin arccos arctan sinh cosh tanh sqrt log exp abs'
  ).split(' '),
);

export const isMathWord = (word: string) => MATH_WORDS.has(word.toLowerCase());
