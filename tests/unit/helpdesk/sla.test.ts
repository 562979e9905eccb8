import { addBusinessMinutes, businessMinutes, slaOf, type TicketClock } from '@/lib/helpdesk/sla';

/* The helpdesk's business clock: Monday–Friday 08:00–17:00 Jakarta, holidays off; pauses while waiting for the customer. */

const wib = (local: string) => new Date(`${local}+07:00`);
const none = new Set<string>();

describe('business time', () => {
  it('skips the weekend: Friday 16:00 to Monday 10:00 is three business hours', () => {
    expect(businessMinutes(wib('2026-11-27T16:00:00'), wib('2026-11-30T10:00:00'), none)).toBe(180);
    expect(addBusinessMinutes(wib('2026-11-27T16:00:00'), 120, none).toISOString()).toBe(wib('2026-11-30T09:00:00').toISOString());
  });

  it('skips a holiday as well: with Monday off, the same two hours end on Tuesday', () => {
    const holidays = new Set(['2026-11-30']);
    expect(businessMinutes(wib('2026-11-27T16:00:00'), wib('2026-11-30T10:00:00'), holidays)).toBe(60);
    expect(addBusinessMinutes(wib('2026-11-27T16:00:00'), 120, holidays).toISOString()).toBe(wib('2026-12-01T09:00:00').toISOString());
  });

  it('counts nothing before opening, after closing or backwards; a start out of hours begins at the next opening', () => {
    expect(businessMinutes(wib('2026-11-30T06:00:00'), wib('2026-11-30T08:00:00'), none)).toBe(0);
    expect(businessMinutes(wib('2026-11-30T17:00:00'), wib('2026-12-01T08:00:00'), none)).toBe(0);
    expect(businessMinutes(wib('2026-12-01T10:00:00'), wib('2026-11-30T10:00:00'), none)).toBe(0);
    expect(addBusinessMinutes(wib('2026-11-28T22:00:00'), 0, none).toISOString()).toBe(wib('2026-11-30T08:00:00').toISOString());
  });
});

describe('a ticket against its limits', () => {
  const base: TicketClock = { kind: 'LATE', opened_at: wib('2026-11-30T08:00:00').toISOString(), first_response_at: null, resolved_at: null, waiting_since: null, paused_minutes: 0 };

  it('runs ok, warns at 80 % and breaches past the limit', () => {
    expect(slaOf(base, wib('2026-11-30T09:00:00'), none).response.state).toBe('ok');
    expect(slaOf(base, wib('2026-11-30T09:40:00'), none).response.state).toBe('warning');
    expect(slaOf(base, wib('2026-11-30T10:01:00'), none).response).toMatchObject({ state: 'breached', elapsed_minutes: 121 });
  });

  it('a response in time is met; the resolution clock goes on', () => {
    const sla = slaOf({ ...base, first_response_at: wib('2026-11-30T09:30:00').toISOString() }, wib('2026-12-01T16:00:00'), none);
    expect(sla.response).toMatchObject({ state: 'met', elapsed_minutes: 90 });
    // 18 business hours: Monday 9 h + Tuesday 9 h, due Tuesday 17:00; at Tuesday 16:00 it has run 17 h (94 %)
    expect(sla.resolution).toMatchObject({ state: 'warning', elapsed_minutes: 17 * 60, due_at: wib('2026-12-01T17:00:00').toISOString() });
  });

  it('stops while waiting for the customer and moves the due time by the wait', () => {
    const waiting = { ...base, first_response_at: wib('2026-11-30T08:30:00').toISOString(), waiting_since: wib('2026-11-30T09:00:00').toISOString() };
    const during = slaOf(waiting, wib('2026-12-01T09:00:00'), none).resolution;
    expect(during).toMatchObject({ state: 'paused', elapsed_minutes: 60 });
    // due: 18 h of running plus the 9 h waited so far, from Monday 08:00 → Wednesday 17:00
    expect(during.due_at).toBe(wib('2026-12-02T17:00:00').toISOString());
    // the customer replied Tuesday 09:00: 9 business hours of pause, the clock runs again
    const resumed = slaOf({ ...waiting, waiting_since: null, paused_minutes: 540 }, wib('2026-12-01T10:00:00'), none).resolution;
    expect(resumed).toMatchObject({ state: 'ok', elapsed_minutes: 120 });
  });
});
