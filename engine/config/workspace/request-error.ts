// The error a workspace (and the back office's drafts) throws for a request it refuses: the HTTP status,
// the message in words and the validator's problems. In a file of its own so the back office can throw
// and recognise it without loading the validator at start (workspace.ts loads on first use).
import type { Problem } from '../validate.ts';

/** A problem of a config file as the editor shows it. */
export interface EditorProblem extends Problem {
  /** The config file, relative to the config folder. */
  configFile: string;
  /** The line as `npm run validate` prints it. */
  text: string;
  /** JSON path of the value at fault, when the problem points into the file. */
  path: (string | number)[];
}

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: EditorProblem[] = [],
  ) {
    super(message);
  }
}
