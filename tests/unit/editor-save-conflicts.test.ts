// "Reload their version and copy yours in" (editor/app/save-conflicts.tsx): their version with this person's
// changes put into it; where both changed the same value, the person's stays and theirs is named.
import { describe, expect, it } from 'vitest';
import { copiedNotice, copyMineIn } from '../../editor/app/save-conflicts.tsx';

const base = {
  title: 'GST',
  plans: [
    { name: 'Basic', price: 1999 },
    { name: 'Assured', price: 4999 },
  ],
  faq: ['a', 'b'],
};

describe('copyMineIn', () => {
  it('takes each side’s own changes: their new title and my new price', () => {
    const mine = { ...base, plans: [{ name: 'Basic', price: 2099 }, base.plans[1]] };
    const theirs = { ...base, title: 'GST registration' };
    expect(copyMineIn(base, mine, theirs)).toEqual({
      value: {
        title: 'GST registration',
        plans: [
          { name: 'Basic', price: 2099 },
          { name: 'Assured', price: 4999 },
        ],
        faq: ['a', 'b'],
      },
      clashes: [],
    });
  });

  it('keeps mine where both changed the same value, and names theirs', () => {
    const mine = { ...base, plans: [{ name: 'Basic', price: 2099 }, base.plans[1]] };
    const theirs = {
      ...base,
      plans: [
        { name: 'Basic', price: 2199 },
        { name: 'Assured', price: 5999 },
      ],
    };
    expect(copyMineIn(base, mine, theirs)).toEqual({
      value: {
        ...base,
        plans: [
          { name: 'Basic', price: 2099 },
          { name: 'Assured', price: 5999 },
        ],
      },
      clashes: [{ path: ['plans', 0, 'price'], theirs: 2199 }],
    });
  });

  it('treats lists both resized as one value, and keeps fields only one side added or removed', () => {
    const mine = { title: 'GST', plans: base.plans, faq: ['a', 'b', 'mine'], note: 'added by me' };
    const theirs = { title: 'GST', plans: base.plans, faq: ['a'] };
    expect(copyMineIn(base, mine, theirs)).toEqual({
      value: { title: 'GST', plans: base.plans, faq: ['a', 'b', 'mine'], note: 'added by me' },
      clashes: [{ path: ['faq'], theirs: ['a'] }],
    });
    // They removed a field I did not touch: it stays removed.
    expect(copyMineIn(base, base, { title: 'GST', plans: base.plans }).value).toEqual({ title: 'GST', plans: base.plans });
    // They deleted the file: mine is the whole content.
    expect(copyMineIn(base, { ...base, title: 'x' }, null)).toEqual({ value: { ...base, title: 'x' }, clashes: [{ path: [], theirs: null }] });
  });
});

describe('copiedNotice', () => {
  it('says nothing is saved yet, and where both changed a text, theirs', () => {
    expect(copiedNotice([], 'Save draft')).toBe('Their version is open with your changes copied into it. Nothing is saved yet: check it, then press Save draft.');
    expect(
      copiedNotice(
        [
          { place: "Price plans, plan 1 'Basic': Price in rupees", theirs: 2199 },
          { place: 'Questions', theirs: ['a'] },
        ],
        'Save',
      ),
    ).toBe(
      "Their version is open with your changes copied into it. Nothing is saved yet: check it, then press Save. You both changed 2 places; yours is kept there: Price plans, plan 1 'Basic': Price in rupees (theirs: 2199); Questions.",
    );
  });
});
