import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec leaves this slice's shape open; only who was last signed in on this browser is kept. */
export interface AuthState {
  userCode: string | null;
}

export const initialAuthState: AuthState = { userCode: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setUserCode(state, action: PayloadAction<string | null>) {
      state.userCode = action.payload;
    },
  },
});

export const { setUserCode } = authSlice.actions;
export const authReducer = authSlice.reducer;
