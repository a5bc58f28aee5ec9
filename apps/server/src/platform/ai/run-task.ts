/** The part of the request logger a task uses. */
export interface TaskLogger {
  warn(details: object, message: string): void;
}

export interface TaskResult<T> {
  value: T;
  /** What produced it: "llm:<model>" or the local engine's label. */
  source: string;
  /** Set when the LLM was asked but its answer could not be used. */
  fallbackReason?: string;
}

export interface Task<T> {
  name: string;
  /** Asks the LLM; absent when no provider is configured. */
  llm?: () => Promise<{ value: T; source: string }>;
  /** Problems with an answer (empty = usable); the same checks local output passes. */
  validate: (value: T) => string[];
  local: () => { value: T; source: string };
}

/**
 * The one way AI work runs: the LLM when configured and its answer passes the same checks as
 * local output, otherwise the local engine. A provider failure never fails the request.
 */
export async function runTask<T>(task: Task<T>, log: TaskLogger): Promise<TaskResult<T>> {
  if (task.llm) {
    let reason: string;
    try {
      const answer = await task.llm();
      const problems = task.validate(answer.value);
      if (problems.length === 0) return answer;
      reason = `the model's answer failed checks: ${problems.slice(0, 3).join('; ')}`;
    } catch (error) {
      reason = `the model could not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    log.warn({ task: task.name, reason }, 'AI provider answer not used; falling back to local');
    return { ...task.local(), fallbackReason: reason };
  }
  return task.local();
}
