import { createPersistConfig, makeStore, PERSIST_TIMEOUT_MS } from '@/store';
import { initialAppState, setLayoutType, setSidebarActive, setSystem } from '@/store/app-slice';
import { setUserCode } from '@/store/auth-slice';
import { createPersistStorage } from '@/store/storage';

describe('app store', () => {
  it('starts with the spec defaults', () => {
    const state = makeStore().getState();
    expect(state.app.themeConfig.layout).toEqual({ type: 'vertical', header: 'sticky', sidebar: { isActive: false } });
    expect(state.app.system).toEqual([]);
    expect(state.auth).toEqual({ userCode: null });
    expect(state.app).toEqual(initialAppState);
  });

  it('setters change only their part', () => {
    const store = makeStore();
    store.dispatch(setSidebarActive(true));
    expect(store.getState().app.themeConfig.layout.sidebar.isActive).toBe(true);
    store.dispatch(setLayoutType('horizontal'));
    expect(store.getState().app.themeConfig.layout.type).toBe('horizontal');
    expect(store.getState().app.themeConfig.layout.header).toBe('sticky');
    const list = [{ id: 1, key: 'app_name', label: 'Application name', value: 'KURIR', version: 1 }];
    store.dispatch(setSystem(list));
    expect(store.getState().app.system).toEqual(list);
    store.dispatch(setUserCode('ADMIN'));
    expect(store.getState().auth.userCode).toBe('ADMIN');
  });

  it("persists under 'root', only app and auth, with a 5000 ms rehydration timeout", () => {
    const config = createPersistConfig();
    expect(config.key).toBe('root');
    expect(config.whitelist).toEqual(['app', 'auth']);
    expect(config.timeout).toBe(5000);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('uses a noop storage when there is no window (server)', async () => {
    expect(typeof window).toBe('undefined');
    const storage = createPersistStorage();
    await storage.setItem('persist:root', '{"a":1}');
    expect(await storage.getItem('persist:root')).toBeNull();
    await expect(storage.removeItem('persist:root')).resolves.toBeUndefined();
  });
});
