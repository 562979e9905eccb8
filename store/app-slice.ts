import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LayoutType = 'vertical' | 'horizontal';

/** One row of GET /setting/get/site-setting; its index in the list is its meaning (spec §1). */
export interface SiteSetting {
  id: number;
  key: string;
  label: string;
  value: string;
  version: number;
}

export interface AppState {
  themeConfig: {
    layout: {
      type: LayoutType;
      header: 'sticky';
      sidebar: { isActive: boolean };
    };
  };
  system: SiteSetting[];
}

export const initialAppState: AppState = {
  themeConfig: {
    layout: { type: 'vertical', header: 'sticky', sidebar: { isActive: false } },
  },
  system: [],
};

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setSidebarActive(state, action: PayloadAction<boolean>) {
      state.themeConfig.layout.sidebar.isActive = action.payload;
    },
    setLayoutType(state, action: PayloadAction<LayoutType>) {
      state.themeConfig.layout.type = action.payload;
    },
    setSystem(state, action: PayloadAction<SiteSetting[]>) {
      state.system = action.payload;
    },
  },
});

export const { setSidebarActive, setLayoutType, setSystem } = appSlice.actions;
export const appReducer = appSlice.reducer;
