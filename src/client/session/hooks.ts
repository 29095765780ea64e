import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './session-slice';
import type { UiState } from './ui-slice';

/**
 * The store's shape and its typed hooks. The session owns both slices, so it owns the
 * shape; app/store.ts builds the store from them (and checks it matches), and features use these
 * hooks without importing app/.
 */
export interface RootState {
  session: SessionState;
  ui: UiState;
}
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
