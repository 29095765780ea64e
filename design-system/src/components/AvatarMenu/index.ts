export { AvatarMenu } from './AvatarMenu';
export type { AvatarMenuProps, AvatarMenuItem } from './AvatarMenu';
