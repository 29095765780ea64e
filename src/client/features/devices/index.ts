/**
 * The devices feature: the notice a phone or an unsupported browser gets instead of the portal.
 * main.tsx loads DeviceNotice.tsx itself (the build's page list names that module).
 */
export { DeviceNotice } from './DeviceNotice';
