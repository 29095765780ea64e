import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Portal chrome state: the side menu and the tag tabs of visited pages. */
export interface UiState {
  menuOpen: boolean;
  /** visited pages, oldest first, one tag per page: the path last shown on it and the page's route key */
  tabs: { path: string; titleId: string }[];
}

export const MAX_TABS = 10;

/**
 * The tab to show when `closing` is closed: none unless it is the one shown (`current`); else
 * its right-hand neighbour, or the left-hand one when it was the last; undefined when no tab is left.
 */
export function tabAfterClosing(tabs: readonly { path: string }[], closing: string, current: string): string | null | undefined {
  if (closing !== current) return null;
  const index = tabs.findIndex((t) => t.path === closing);
  if (index < 0) return null;
  return (tabs[index + 1] ?? tabs[index - 1])?.path;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { menuOpen: true, tabs: [] } as UiState,
  reducers: {
    /** The author opens or closes the menu: their choice, kept in a cookie. */
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    /** The window's width opens or closes the menu: not kept. */
    menuSet(state, action: PayloadAction<boolean>) {
      state.menuOpen = action.payload;
    },
    /** A page shown: its tag (one per page, `titleId`) now leads to `path`, or a new tag at the end. */
    pageVisited(state, action: PayloadAction<{ path: string; titleId: string }>) {
      const existing = state.tabs.find((t) => t.titleId === action.payload.titleId) ?? state.tabs.find((t) => t.path === action.payload.path);
      if (existing) Object.assign(existing, action.payload);
      else state.tabs.push(action.payload);
      if (state.tabs.length > MAX_TABS) state.tabs.splice(0, state.tabs.length - MAX_TABS);
    },
    tabClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((t) => t.path !== action.payload);
    },
    tabsCleared(state) {
      state.tabs = [];
    },
    tabsRestored(state, action: PayloadAction<UiState['tabs']>) {
      state.tabs = action.payload.slice(-MAX_TABS);
    },
  },
});

export const { menuToggled, menuSet, pageVisited, tabClosed, tabsCleared, tabsRestored } = uiSlice.actions;
export const selectMenuOpen = (s: { ui: UiState }) => s.ui.menuOpen;
export const selectTabs = (s: { ui: UiState }) => s.ui.tabs;
