// The forms' validator for react-jsonschema-form, without eval: the checks it asks for (which choice of a
// "oneOf" a value is, which branch of an "if" applies) were compiled when the editor was built
// (form-validators-code.ts, through the virtual module vite.config.ts makes). The library's Ajv validator
// compiled them here with `Function(…)`, which the back office's Content-Security-Policy forbids.
// (FileForm.tsx hands it the compiled checks; tests/unit/editor-form-validators.test.ts those it compiles.)
// Checking the file itself is not the library's job here: the project's validator does it on the server
// and its messages, in the editor's words, are shown under the fields (FileForm.tsx's extraErrors).
import { hashForSchema, ID_KEY, JUNK_OPTION_ID, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';

/** A compiled check: true when the value fits its schema. */
export type Check = (data: unknown) => boolean;

/** The form library's validator over compiled checks, by the library's name for each schema. */
export const validatorFrom = (checks: Readonly<Record<string, Check>>): ValidatorType => ({
  isValid(schema: RJSFSchema, formData: unknown): boolean {
    const id = typeof schema[ID_KEY] === 'string' ? (schema[ID_KEY] as string) : hashForSchema(schema);
    if (id === JUNK_OPTION_ID) return false;
    const check = checks[id];
    // A schema the build did not see is a developer's mistake (tests/unit/editor-form-validators.test.ts renders every
    // form to find one): said in the console, while the form stays usable — a throw here would blank the editor and its unsaved work.
    if (!check) {
      console.error(`The editor was built without the form library's check for this schema (${id}); the choice it decides is shown unmade.`, schema);
      return false;
    }
    return check(formData);
  },
  // The project's validator checks the file (on the server); the form library's own check is off.
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} };
  },
  rawValidation() {
    return { errors: undefined };
  },
});
