export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
