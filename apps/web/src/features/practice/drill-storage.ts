/**
 * The unfinished drill of each objective, kept for this browser tab so a reload resumes it.
 * Storage can be unavailable (private modes, blocked cookies): then drills simply do not resume.
 */
const keyOf = (objectiveId: string) => `studybot.drill.${objectiveId}`;

export function readStoredDrill(objectiveId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(objectiveId));
  } catch {
    return null;
  }
}

export function storeDrill(objectiveId: string, drillId: string): void {
  try {
    sessionStorage.setItem(keyOf(objectiveId), drillId);
  } catch {
    // Not resumable: see above.
  }
}

export function forgetDrill(objectiveId: string): void {
  try {
    sessionStorage.removeItem(keyOf(objectiveId));
  } catch {
    // Nothing stored.
  }
}
