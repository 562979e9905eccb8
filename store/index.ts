import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE, type PersistConfig } from 'redux-persist';
import { appReducer } from './app-slice';
import { authReducer } from './auth-slice';
import { createPersistStorage } from './storage';

const rootReducer = combineReducers({ app: appReducer, auth: authReducer });
export type RootState = ReturnType<typeof rootReducer>;

/** Spec §3/§4: persisted under 'root', only app and auth, rehydration gives up after 5000 ms. */
export const PERSIST_TIMEOUT_MS = 5000;

export function createPersistConfig(): PersistConfig<RootState> {
  return {
    key: 'root',
    storage: createPersistStorage(),
    whitelist: ['app', 'auth'],
    timeout: PERSIST_TIMEOUT_MS,
  };
}

/** A new store per call: one per request on the server, one per page load in the browser. */
export function makeStore() {
  return configureStore({
    reducer: persistReducer(createPersistConfig(), rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
