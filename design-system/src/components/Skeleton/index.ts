export { SkeletonCard, SkeletonStatGrid, SkeletonTable, SkeletonText } from './Skeletons';
export type {
  SkeletonBaseProps,
  SkeletonCardProps,
  SkeletonStatGridProps,
  SkeletonTableProps,
  SkeletonTextProps,
} from './Skeleton.types';
