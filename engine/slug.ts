/** Footer service links: "GST Registration" → "/gst-registration" (lowercased, spaces to hyphens). */
export function slugFromName(name: string): string {
  return '/' + name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A title as the last part of an address: "Full Stack Developer" → "full-stack-developer". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
