// @vitest-environment jsdom
import { persistStore } from 'redux-persist';
import { makeStore } from '@/store';
import { setLayoutType } from '@/store/app-slice';
import { createPersistStorage } from '@/store/storage';

describe('persisted store in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses localStorage', async () => {
    const storage = createPersistStorage();
    await storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(await storage.getItem('k')).toBe('v');
  });

  it("writes app and auth under 'persist:root' and reads them back into a new store", async () => {
    const first = makeStore();
    const persistor = persistStore(first);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    first.dispatch(setLayoutType('horizontal'));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'app', 'auth']);

    const second = makeStore();
    const persistor2 = persistStore(second);
    await vi.waitFor(() => expect(persistor2.getState().bootstrapped).toBe(true));
    expect(second.getState().app.themeConfig.layout.type).toBe('horizontal');
  });
});
