// The comparison names its structures' price plans by page and name; the validator fills their figures
// in and refuses, in the editor's words with file:line, a plan it cannot find or a figure typed by hand.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../registry.ts';
import { tempConfigPerTest } from '../../tests/unit/helpers.ts';

const temp = tempConfigPerTest();
const FILE = 'pages/compare-business-structures.json';
const errors = (dir: string) => validateSiteConfig(dir, blockRegistry).problems.filter((p) => p.severity === 'error');

describe('the comparison names its price plans', () => {
  it('refuses a plan name the page does not have, naming the plans it has (file:line)', () => {
    const config = temp(join(ROOT_DIR, 'site-config'));
    config.write(FILE, config.read(FILE).replace('"name": "One Person Company"', '"name": "One Person Compny"'));
    const found = errors(config.dir);
    expect(found).toHaveLength(1);
    expect(found[0]!.file.endsWith(FILE)).toBe(true);
    expect(found[0]!.line).toBe(
      config
        .read(FILE)
        .split('\n')
        .findIndex((l) => l.includes('"One Person Compny"')) + 1,
    );
    expect(found[0]!.message).toBe('the page /company-registration has no plan called "One Person Compny" — did you mean "One Person Company"?');
  });

  it('refuses a page that does not exist, and figures or a state typed by hand', () => {
    const config = temp(join(ROOT_DIR, 'site-config'));
    const page = config.json(FILE);
    page.blocks[0].structures[2].plan.page = '/llp';
    page.blocks[0].structures[3].priced = { name: 'x', href: '/x', price: 1 };
    page.blocks[0].chosenState = { code: '27', name: 'Maharashtra', basePath: '/compare-business-structures' };
    config.writeJson(FILE, page);
    const messages = errors(config.dir).map((p) => p.message);
    expect(messages).toContain('no page has the address /llp — name the service page whose price plan registers this structure');
    expect(messages).toContain('the plan\'s figures are filled in by the site from "Our price plan" — remove "priced"');
    expect(messages).toContain('the chosen state is filled in by the site on the page it makes for each state — remove "chosenState"');
  });
});
