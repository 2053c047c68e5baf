// The code's words the schemas' help still carries, said in the words of the people who edit the site:
// folders of entries, an address's last part written <slug>, a date written YYYY-MM-DD, and the
// values of choices ("header", "footer"). Only what the screens show changes: stored values stay as they are.

/** The screens' names of the collections' folders (site-config/updates/ → Updates). */
const FOLDERS: Record<string, string> = { updates: 'Updates', guides: 'Guides', jobs: 'Job openings' };

/** What a choice's stored value means, where the value alone is the code's word. */
export const CHOICE_WORDS: Readonly<Record<string, string>> = { header: 'Top menu', footer: 'Bottom of the page' };

/** A choice's label on the screens: its meaning, else the value itself. */
export const choiceLabel = (value: string) => CHOICE_WORDS[value] ?? value;

/** A help text in people's words (run before the field-name wording, which knows no folders of entries). */
export function peopleWords(text: string): string {
  return (
    text
      // "(a file in site-config/updates/)" → "(one entry under Updates)"
      .replace(/\ba file in site-config\/(\w+)\/(?=\))/g, (m, folder: string) => (FOLDERS[folder] ? `one entry under ${FOLDERS[folder]}` : m))
      .replace(/\bsite-config\/(\w+)\//g, (m, folder: string) => FOLDERS[folder] ?? m)
      // "/updates/<slug>" → "/updates/ followed by the page's address, e.g. /updates/gst-filing"
      .replace(/(\/[\w-]+)\/<slug>/g, "$1/ followed by the page's address, e.g. $1/gst-filing")
      .replace(/<slug>/g, "the page's address, e.g. gst-filing")
      .replace(/\bwritten YYYY-MM-DD\b/g, 'a date, e.g. 28 Nov 2026')
      .replace(/\bYYYY-MM-DD\b/g, 'date, e.g. 28 Nov 2026')
      // The help of the menus' "Where": its choices by their words on the screen.
      .replace(
        /^Header puts a link among the main links at the top; footer puts it in the footer group chosen under it\.$/,
        `${CHOICE_WORDS.header} puts a link among the main links at the top; ${CHOICE_WORDS.footer} puts it in the footer group chosen under it.`,
      )
  );
}
