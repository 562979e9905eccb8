import { AxiosError, AxiosHeaders } from 'axios';
import { retryRead } from '@/services/api-errors';

const answered = (status: number) =>
  new AxiosError('failed', 'ERR', undefined, undefined, { status, statusText: '', data: {}, headers: {}, config: { headers: new AxiosHeaders() } });

describe('retryRead (React Query reads)', () => {
  it('never asks again what the server refused: 400, 403, 404, 409', () => {
    for (const status of [400, 403, 404, 409]) expect(retryRead(0, answered(status)), String(status)).toBe(false);
  });
  it('leaves a 401 to the session: tried again as any failure', () => {
    expect(retryRead(0, answered(401))).toBe(true);
  });
  it('tries a network or server failure again, three times at most', () => {
    expect(retryRead(0, answered(503))).toBe(true);
    expect(retryRead(2, new AxiosError('Network Error'))).toBe(true);
    expect(retryRead(3, answered(500))).toBe(false);
  });
});
