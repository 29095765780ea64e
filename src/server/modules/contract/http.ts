/** What every file of the contract module's routes shares: the app it registers on and the OpenAPI tag. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../../domain/api/common';
import { doc } from '../../lib/openapi';

/** The app the contract routes are registered on (the one plugin of routes.ts). */
export type ContractApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A route for the signed-in author, under the contracts tag. */
export const sign = (summary: string) => doc('contracts', summary);

/** A route that needs no sign-in (the signing page's calls, sign.verify). */
export const open = (summary: string) => doc('contracts', summary, 'none');

/** The author's sign-in, required. */
export const signedIn = (app: ContractApp) => ({ onRequest: app.authenticate });

export const bookId = (description = 'novel id') => Id(description, 12);
