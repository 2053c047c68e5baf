// "Add section": the kinds of section, each with one line saying what it is, inserted below the
// selected section (or at the end of the page). Dragging from Puck's block list stays available, but a
// drop that missed looked like nothing happened.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { createUsePuck } from '@puckeditor/core';
import type { BlockSchema } from '../../engine/config/schema-model.ts';
import { schemaFiles } from './schemas.ts';
import { peopleWords } from './people-words.ts';

const usePuck = createUsePuck();
const ROOT_ZONE = 'root:default-zone';

/** The first sentence of a block schema's description: what the section is, in one line. */
export const oneLine = (description: string) => /^.*?[.!?](\s|$)/.exec(description)?.[0].trim() ?? description;

/** A description in the editor's words: the screens' names for the files it names, no JSON. */
export function inScreenWords(text: string): string {
  const out = text
    .replace(/site-config\/rules\/([\w-]+)\.json/g, (file, name: string) => {
      const title = schemaFiles.get(`rules/${name}.schema.json`)?.title;
      return typeof title === 'string' ? `the table "${title}"` : file;
    })
    .replace(/site-config\/compliance-calendar\.json/g, 'the Compliance calendar')
    .replace(/\(one file each in site-config\/jobs\/\)/g, '(each one under Updates & guides)')
    .replace(/\s*\([^()]*":[^()]*\)/g, '')
    .replace(/"([\w-]+)"/g, '$1');
  return peopleWords(out);
}

export function AddSection({ blocks }: { blocks: BlockSchema[] }) {
  const [open, setOpen] = useState(false);
  // Puck's header clips what overflows it, and its right-hand panel is drawn above the header's layer
  // (with a section selected the list opened under the panel, out of reach): the list is put at the end
  // of the page's body, in the window, under the button.
  const button = useRef<HTMLButtonElement>(null);
  const top = open ? (button.current?.getBoundingClientRect().bottom ?? 0) + 4 : 0;
  const list = useRef<HTMLFieldSetElement>(null);
  // The list is elsewhere in the page's order: opening it takes the focus to its first kind, Escape back.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const count = usePuck((s) => s.appState.data.content.length);
  const add = (type: string) => {
    // Below the selected section, in the same list (a tab's sections, or the page's); else at the end.
    const zone = selected?.zone ?? ROOT_ZONE;
    const index = selected ? selected.index + 1 : count;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: zone, id: `${type}-${crypto.randomUUID()}`, recordHistory: true } as never);
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
    setOpen(false);
  };
  return (
    <div className="editor-add-section">
      <button ref={button} type="button" className="editor-add-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        + Add section
      </button>
      {open &&
        createPortal(
          <fieldset
            ref={list}
            className="editor-add-list"
            style={{ top, maxHeight: `calc(100vh - ${top + 12}px)` }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
          >
            <legend className="editor-visually-hidden">Kinds of section</legend>
            <p className="editor-help">{selected ? 'The new section goes below the selected one.' : 'The new section goes at the end of the page.'}</p>
            <ul>
              {blocks.map((b) => (
                <li key={b.type}>
                  <button type="button" onClick={() => add(b.type)}>
                    <strong>{b.title}</strong>
                    <span>{inScreenWords(oneLine(b.description))}</span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>,
          document.body,
        )}
    </div>
  );
}
