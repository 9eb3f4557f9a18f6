import { demoLogoPath, demoLogoSvg, initialsOf } from './demo-logo.js';

describe('demo logos', () => {
  it('takes the initials of the first two words', () => {
    expect(initialsOf('Globex Corporation')).toBe('GC');
    expect(initialsOf('Initech')).toBe('I');
    expect(initialsOf('Umbrella  Health & Life')).toBe('UH');
  });

  it('is an SVG of the initials on a colour of its own, served under /demo-logos', () => {
    const svg = demoLogoSvg('Globex Corporation', 1);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/);
    expect(demoLogoPath('globex')).toBe('/demo-logos/globex.svg');
    expect(svg).toContain('>GC</text>');
    expect(svg).toContain('fill="#059669"');
  });
});
