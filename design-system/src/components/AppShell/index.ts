export { AppShell, SIDEBAR_WIDTH, SIDEBAR_RAIL_WIDTH } from './AppShell';
export type { AppShellProps } from './AppShell';
