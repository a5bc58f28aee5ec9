import { useGenerate } from '../../../components/create-hub/useGenerate';
import { checkPlagiarism } from '../../../lib/plagiarism/api/check-plagiarism';

/** Checks a text, refreshing the library; a failure is toasted as the server's detail, else `fallback`. */
export function useCheckPlagiarism(fallback: string) {
  return useGenerate(checkPlagiarism, fallback);
}
