export { ActionsMenu } from './ActionsMenu';
export type { ActionsMenuProps, ActionsMenuItem } from './ActionsMenu';
