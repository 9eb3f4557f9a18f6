import { DEFAULT_REMINDER_SETTINGS, daysBetween, isTimeZone, localTime, stageOn } from './reminder-schedule.js';

describe('stageOn', () => {
  const settings = { daysBefore: [3, 1], overdue: true };

  it('answers the closest offset whose day has come, up to the due day', () => {
    expect(stageOn('2026-12-10', '2026-12-06', settings)).toBeNull();
    expect(stageOn('2026-12-10', '2026-12-07', settings)).toBe('before-3');
    expect(stageOn('2026-12-10', '2026-12-08', settings)).toBe('before-3');
    expect(stageOn('2026-12-10', '2026-12-09', settings)).toBe('before-1');
    expect(stageOn('2026-12-10', '2026-12-10', settings)).toBe('before-1');
  });

  it('answers overdue from the day after the due date, for 30 days, unless overdue reminders are off', () => {
    expect(stageOn('2026-12-10', '2026-12-11', settings)).toBe('overdue');
    expect(stageOn('2026-12-10', '2027-01-09', settings)).toBe('overdue');
    expect(stageOn('2026-12-10', '2027-01-10', settings)).toBeNull();
    expect(stageOn('2026-12-10', '2026-12-11', { daysBefore: [1], overdue: false })).toBeNull();
  });

  it('sends nothing before with no offsets, and a same-day reminder with offset 0', () => {
    expect(stageOn('2026-12-10', '2026-12-10', { daysBefore: [], overdue: true })).toBeNull();
    expect(stageOn('2026-12-10', '2026-12-09', { daysBefore: [0], overdue: true })).toBeNull();
    expect(stageOn('2026-12-10', '2026-12-10', { daysBefore: [0], overdue: true })).toBe('before-0');
  });

  it('by default reminds the day before and once overdue', () => {
    expect(stageOn('2026-12-10', '2026-12-09', DEFAULT_REMINDER_SETTINGS)).toBe('before-1');
    expect(stageOn('2026-12-10', '2026-12-12', DEFAULT_REMINDER_SETTINGS)).toBe('overdue');
  });
});

describe('localTime', () => {
  it('reads the day and the hour in the time zone, across the date line', () => {
    const at = new Date('2026-12-09T23:30:00Z');
    expect(localTime(at, 'UTC')).toEqual({ day: '2026-12-09', hour: 23 });
    expect(localTime(at, 'Europe/Paris')).toEqual({ day: '2026-12-10', hour: 0 });
    expect(localTime(at, 'America/New_York')).toEqual({ day: '2026-12-09', hour: 18 });
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, also across a daylight saving change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-10', '2026-12-09')).toBe(-1);
  });
});
