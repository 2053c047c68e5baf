/** Footer service links: "GST Registration" → "/gst-registration" (lowercased, spaces to hyphens). */
export function slugFromName(name: string): string {
  return '/' + name.trim().toLowerCase().replace(/\s+/g, '-');
}
