export { Panel, PanelHeader, PanelFooter } from './Panel';
export type { PanelProps, PanelHeaderProps } from './Panel';
