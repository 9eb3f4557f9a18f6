/** Background colours of the initials logos, chosen by index: readable under white initials. */
const COLOURS = ['#2563eb', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4d7c0f', '#b91c1c'];

/** `GC-1.svg`: the initials (one or two capital letters or digits) and the colour's index. */
const FILE = /^([A-Z0-9]{1,2})-([0-9])\.svg$/;

/** The initials of a company name: its first two words' first letters ("Globex Corporation" → "GC"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/**
 * Where the service serves the logo of `name` (SiteFilesController), under PUBLIC_BASE_URL: the demo accounts' logos,
 * so the demo works offline and the customer page loads no image from a host that does not exist.
 */
export function initialsLogoPath(name: string, index: number): string {
  return `/logos/${initialsOf(name) || 'X'}-${index % COLOURS.length}.svg`;
}

/** The SVG a logo file name stands for (initials on a coloured square); null for any other name. */
export function initialsLogoSvg(file: string): string | null {
  const match = FILE.exec(file);
  const colour = match ? COLOURS[Number(match[2])] : undefined;
  if (!match || colour === undefined) return null;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="12" fill="${colour}"/>` +
    '<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" ' +
    `text-anchor="middle">${match[1]}</text></svg>\n`
  );
}
