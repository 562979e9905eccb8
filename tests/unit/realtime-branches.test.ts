import { audience, rooms, roomsOf } from '@/lib/server/realtime';
import type { Principal } from '@/lib/server/auth/principal';
import { SHIPPING_BAG } from '@/lib/resources/documents/screens';

/* A document's realtime event reaches only the sockets of users who may read it under the branch rule. */

const principal = (branches: number[] | null): Principal => ({
  userCode: 'u',
  fullName: 'U',
  userGroup: 'Dispatcher',
  roleId: 3,
  status: 'AKTIF',
  permissions: [SHIPPING_BAG.list],
  tokenVersion: 1,
  active: true,
  branches,
});

const reaches = (p: Principal, payload: unknown) => {
  const mine = new Set(roomsOf(p));
  return audience('updateResource', payload).some((room) => mine.has(room));
};

describe('realtime events of documents follow the branch rule', () => {
  const bagOfJakarta = { resource: 'shipping-bag', id: 7, action: 'book', branches: [1, 4] };

  it('a user of the bag’s branch, or of its destination, hears it; a user of another branch does not', () => {
    expect(reaches(principal([1]), bagOfJakarta)).toBe(true);
    expect(reaches(principal([4, 9]), bagOfJakarta)).toBe(true);
    expect(reaches(principal([2]), bagOfJakarta)).toBe(false);
    expect(reaches(principal([]), bagOfJakarta)).toBe(false);
  });

  it('head office (every branch) hears every branch’s documents', () => {
    expect(reaches(principal(null), bagOfJakarta)).toBe(true);
  });

  it('an event that does not name its branches reaches only users of every branch', () => {
    const unnamed = { resource: 'shipping-bag', id: 7, action: 'scan' };
    expect(reaches(principal(null), unnamed)).toBe(true);
    expect(reaches(principal([1]), unnamed)).toBe(false);
  });

  it('master data stays per screen, not per branch', () => {
    expect(audience('updateResource', { resource: 'moda', id: 1, action: 'update' })).not.toContainEqual(expect.stringContaining('@'));
    expect(rooms.documentScreen(SHIPPING_BAG.list, 3)).toBe(`screen:${SHIPPING_BAG.list}@3`);
  });
});
