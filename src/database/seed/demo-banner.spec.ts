import { demoBanner, keyBoxReminder, rowsUntilOffScreen } from './demo-banner.js';

const KEY = 'wsk_0123456789abcdefghijklmnopqrstuv';

describe('the demo key box', () => {
  it('fits an 80-column terminal with the default address', () => {
    const lines = demoBanner('Demo Company', KEY, 'http://localhost:3000').trim().split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('leaves the screen when the rows after it outnumber what is below the key', () => {
    const banner = demoBanner('Demo Company', KEY, 'http://localhost:3000');
    // Below the key's line: a blank line, the base URL, a blank line, "Try it:", the two curl lines, the bottom rule,
    // a blank line, and the row the cursor stands on.
    expect(rowsUntilOffScreen(banner, KEY, 24)).toBe(24 - 9);
    expect(rowsUntilOffScreen(banner, KEY, 5)).toBe(1);
  });

  it('is pointed at without repeating the key', () => {
    expect(keyBoxReminder('Demo Company')).toBe(
      'The demo API key is in the box above (scroll up). Another key: ' +
        'npm run key -- create --org "Demo Company" --name <label>',
    );
  });
});
