/**
 * @writers-center/design-system: white-label, brand-themed components keyed by
 * site id. Pure: no fetching, no store, no copy of its own (text comes in props).
 */
export type { Brand, ColorMode } from './brands/types';
export { brandForSite, brandKeyForSite, brandedSiteIds, defaultBrand, loadBrandForSite, loadedBrandForSite } from './brands/registry';
export { brands } from './brands/all';
export { createBrandTheme } from './theme/createBrandTheme';
export * from './components/BrandProvider';
export * from './components/BrandLogo';
export * from './components/AppShell';
export * from './components/SideMenu';
export * from './components/Footer';
export * from './components/TopBar';
export * from './components/Breadcrumb';
export * from './components/TagTabs';
export * from './components/LanguageSelector';
export * from './components/NotificationBell';
export * from './components/AvatarMenu';
export * from './components/EmptyState';
export * from './components/ToastHost';
export * from './pages';
export * from './forms';
export * from './data';
export { whenIdle, useIdleValue } from './utils/idle';
export { codeFetching, loadable, loadableModule, subscribeCodeFetching } from './utils/loadable';
