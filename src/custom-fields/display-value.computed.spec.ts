import type { OptionLike } from './custom-field-value.format.js';
import { displayValue } from './display-value.computed.js';

const OPTIONS: OptionLike[] = [
  { index: 1, label: 'Beta', value: 'b' },
  { index: 0, label: 'Alpha', value: 'a' },
  { index: 2, label: 'Gamma', value: 'c' },
];

describe('displayValue', () => {
  it('shows text, numbers, dates and checkboxes as stored', () => {
    expect(displayValue('singleLineText', [], 'Hi')).toBe('Hi');
    expect(displayValue('number', [], '12.5')).toBe('12.5');
    expect(displayValue('date', [], '2026-01-02')).toBe('2026-01-02');
    expect(displayValue('singleCheckbox', [], 'false')).toBe('false');
  });

  it('shows a select by its option label', () => {
    expect(displayValue('dropdownSelect', OPTIONS, 'b')).toBe('Beta');
    expect(displayValue('radioSelect', OPTIONS, 'a')).toBe('Alpha');
  });

  it('shows checked options by label in option index order joined by ", "', () => {
    expect(displayValue('multiCheckboxes', OPTIONS, '["c","a"]')).toBe('Alpha, Gamma');
  });

  it('shows a stored value whose option is gone as stored instead of dropping it', () => {
    expect(displayValue('dropdownSelect', OPTIONS, 'gone')).toBe('gone');
    expect(displayValue('multiCheckboxes', OPTIONS, '["gone","b"]')).toBe('Beta, gone');
  });
});
