import { http, type Query } from './http';

/** SWR keys are `[path, query?]`; the fetcher is the one HTTP client. */
export type ApiKey = readonly [path: string, query?: Query];

export const swrFetcher = <T>([path, query]: ApiKey): Promise<T> => http.get<T>(path, query);
