/** Background colours of the demo logos, one per account in turn: readable under white initials. */
const COLOURS = ['#2563eb', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4d7c0f', '#b91c1c'];

/** The initials of a company name: its first two words' first letters ("Globex Corporation" → "GC"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** Where the service serves a demo account's logo (see DemoLogosController), under PUBLIC_BASE_URL. */
export const demoLogoPath = (accountKey: string): string => `/demo-logos/${accountKey}.svg`;

/**
 * A demo account's logo, an SVG of its initials on a coloured square. The service serves it itself, so the demo works
 * offline and the customer page loads no image from a host that does not exist (the demo accounts' domains are
 * `.example`).
 */
export function demoLogoSvg(name: string, index: number): string {
  const colour = COLOURS[index % COLOURS.length];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="12" fill="${colour}"/>` +
    '<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" ' +
    `text-anchor="middle">${initialsOf(name)}</text></svg>\n`
  );
}
