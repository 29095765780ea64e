import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Portal chrome state: the side menu and the tag tabs of visited pages. */
export interface UiState {
  menuOpen: boolean;
  /** visited pages, oldest first: path and the route's title message id */
  tabs: { path: string; titleId: string }[];
}

export const MAX_TABS = 10;

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { menuOpen: true, tabs: [] } as UiState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuSet(state, action: PayloadAction<boolean>) {
      state.menuOpen = action.payload;
    },
    pageVisited(state, action: PayloadAction<{ path: string; titleId: string }>) {
      const existing = state.tabs.find((t) => t.path === action.payload.path);
      if (existing) existing.titleId = action.payload.titleId;
      else state.tabs.push(action.payload);
      if (state.tabs.length > MAX_TABS) state.tabs.splice(0, state.tabs.length - MAX_TABS);
    },
    tabClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((t) => t.path !== action.payload);
    },
    tabsCleared(state) {
      state.tabs = [];
    },
  },
});

export const { menuToggled, menuSet, pageVisited, tabClosed, tabsCleared } = uiSlice.actions;
export const selectMenuOpen = (s: { ui: UiState }) => s.ui.menuOpen;
export const selectTabs = (s: { ui: UiState }) => s.ui.tabs;
