import { initialsLogoPath, initialsLogoSvg, initialsOf } from './initials-logo.js';

describe('initials logos', () => {
  it('takes the initials of the first two words', () => {
    expect(initialsOf('Globex Corporation')).toBe('GC');
    expect(initialsOf('Initech')).toBe('I');
    expect(initialsOf('Umbrella  Health & Life')).toBe('UH');
  });

  it('names a file by the initials and a colour index', () => {
    expect(initialsLogoPath('Globex Corporation', 1)).toBe('/logos/GC-1.svg');
    expect(initialsLogoPath('Globex Corporation', 9)).toBe('/logos/GC-1.svg');
    expect(initialsLogoPath('&', 0)).toBe('/logos/X-0.svg');
  });

  it('draws the initials on the colour the name gives', () => {
    const svg = initialsLogoSvg('GC-1.svg');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/);
    expect(svg).toContain('>GC</text>');
    expect(svg).toContain('fill="#059669"');
  });

  it.each(['gc-1.svg', 'GCX-1.svg', 'GC-8.svg', 'GC-1.png', 'GC-1.svg/..', '<b>-1.svg', ''])(
    'has no logo for %j',
    (file) => {
      expect(initialsLogoSvg(file)).toBeNull();
    },
  );
});
