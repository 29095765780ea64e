export { AppShell, SIDEBAR_WIDTH, SIDEBAR_RAIL_WIDTH } from './AppShell';
export type { AppShellProps } from './AppShell';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
