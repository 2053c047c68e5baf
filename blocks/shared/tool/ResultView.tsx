import { shownLinks, type ResultView } from './view.ts';

/** A tool's result as plain elements (result-dom.ts builds the very same in the browser). */
export function ResultBody({ view }: { view: ResultView }) {
  return (
    <div data-result="" data-tone={view.tone}>
      <p data-headline="">{view.headline}</p>
      {view.summary && <p data-summary="">{view.summary}</p>}
      {view.facts && view.facts.length > 0 && (
        <dl>
          {view.facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.tables?.map((table) => (
        <table key={table.caption} data-text={table.text ? '' : undefined}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i} data-strong={row.strong ? '' : undefined}>
                <th scope="row">{row.cells[0]}</th>
                {row.cells.slice(1).map((cell, k) => (
                  <td key={k}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {view.notes?.map((note) => (
        <p key={note} data-note="">
          {note}
        </p>
      ))}
      <p data-links="">
        {shownLinks(view).map((link) => (
          <a key={link.href} href={link.href} data-primary={link.primary ? '' : undefined}>
            {link.text}
          </a>
        ))}
      </p>
    </div>
  );
}
