// Tells whoever opens the console which address was tried, to help trace broken links.
export default function reportMissingPage() {
  console.error('404 Error: User attempted to access non-existent route:', location.pathname);
}
