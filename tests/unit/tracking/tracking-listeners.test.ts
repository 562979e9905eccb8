import { sql } from 'drizzle-orm';
import { onTrackingEvents, trackingListenerWrites, type WrittenTrackingEvent } from '@/lib/server/documents/engine/tracking-listeners';

const event: WrittenTrackingEvent = {
  shipment_id: 7, event_at: '2026-03-01T01:00:00.000Z', status: 'in_transit', code: 'ARRIVED', text: 'Tiba di JAKARTA',
  place: 'JAKARTA', office_id: 1, branch_id: 1, user_code: 'admin', public: true,
};

describe('tracking listeners: what others write with the engine\'s tracking events', () => {
  it('gives each registered listener the events and keeps their statements in order, once per listener', () => {
    const seen: (readonly WrittenTrackingEvent[])[] = [];
    const first = sql`select 1`;
    const second = sql`select 2`;
    const a = (events: readonly WrittenTrackingEvent[]) => (seen.push(events), first);
    const offA = onTrackingEvents(a);
    onTrackingEvents(a);
    const offB = onTrackingEvents(() => second);
    const offNone = onTrackingEvents(() => null);
    expect(trackingListenerWrites([event])).toEqual([first, second]);
    expect(seen).toEqual([[event]]);
    offA();
    offB();
    offNone();
    expect(trackingListenerWrites([event])).toEqual([]);
  });
});
