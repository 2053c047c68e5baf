// The error a workspace (and the back office's drafts) throws for a request it refuses: the HTTP status,
// the message in words and the validator's problems. In a file of its own so the back office can throw
// and recognise it without loading the validator at start (workspace.ts loads on first use).
import type { EditorProblem } from './workspace.ts';

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: EditorProblem[] = [],
  ) {
    super(message);
  }
}
