// The module vite.config.ts makes when the editor is built: the forms' checks (form-validators-code.ts).
declare module 'virtual:editor-form-validators' {
  /** Each compiled check by the form library's name for its schema (its hash). */
  export const formValidators: Record<string, (data: unknown) => boolean>;
  /** The schemas of the forms it was compiled for ("site.schema.json", …). */
  export const formSchemaKeys: string[];
}
