// The text fields as the editor sees them: engine/config/schema-model.ts (the model the visual editor
// and the back office build their forms from) walked from each root schema — every block type in a
// page's sections and in a tab's sections, every group, list and map. Named like schema-fields.ts
// names them, so a test can ask that the payloads reach each one: a field added to a schema is in this
// list at once, and the test fails until the config the payloads go into holds it.
import { blockSchemas, resolve, shapeOf, type Resolved } from '../../../engine/config/schema-model.ts';
import { schemas } from './schema-fields.ts';

export function modelTextFields(root: string): string[] {
  const found = new Set<string>();
  const visit = (r: Resolved, name: string, blockDepth: number) => {
    const shape = shapeOf(r, schemas);
    switch (shape.kind) {
      case 'blocks':
        // A tab's sections are any kind but tabs (page.schema.json's list, tabs.schema.json's "not").
        for (const block of blockSchemas(schemas)) {
          if (blockDepth > 0 && block.type === 'tabs') continue;
          visit({ schema: block.schema, fileKey: block.fileKey }, `${name}[][${block.type}]`, blockDepth + 1);
        }
        return;
      case 'object':
        for (const [prop, sub] of shape.properties) if (prop !== '$schema') visit(sub, `${name} › ${prop}`, blockDepth);
        return;
      case 'map':
        visit(shape.value, `${name} › {}`, blockDepth);
        return;
      case 'list':
      case 'array':
        visit(shape.item, `${name}[]`, blockDepth);
        return;
      case 'string':
        // Fixed words ("type": "hero") and choices from a list are not typed.
        if (shape.schema.const === undefined && !shape.schema.enum) found.add(name);
        return;
      default:
    }
  };
  visit(resolve(schemas.get(root)!, root, schemas), root.replace(/\.schema\.json$/, ''), 0);
  return [...found];
}
