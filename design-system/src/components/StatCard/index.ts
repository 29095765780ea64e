export { StatCard, StatGrid, trendTone } from './StatCard';
export type { StatCardProps, StatGridProps, StatTrend } from './StatCard.types';
