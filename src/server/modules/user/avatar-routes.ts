import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policyForSite } from '../../../domain/limits';
import { AvatarUploaded } from '../../../domain/api/author';
import { doc, langQuery, responses } from '../../lib/openapi';
import { readSingleFile } from '../../lib/storage/multipart';
import { storeImage, removeUpload } from '../../lib/storage/uploads';
import type { UsersRepository } from './users-repository';

/** The account's avatar: a new one replaces (and removes) the ones before. */
const avatarRoutes: FastifyPluginAsyncTypebox<{ users: UsersRepository }> = async (app, { users }) => {
  app.post(
    '/v1/user.upload_avatar',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('user', 'Upload an avatar (multipart field "file"): an image of at most 100 KB (50 KB on some sites), re-encoded'),
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: responses(AvatarUploaded),
      },
    },
    async (request, reply) => {
      const user = await users.findById(request.userId);
      const maxBytes = policyForSite(user?.fromSite).imageMaxBytes;
      const file = await readSingleFile(request, maxBytes);
      const { row, key } = await storeImage(app.db, app.storage, request.userId, 'avatar', file, maxBytes);
      const avatar = app.storage.urlFor(key);
      const older = await users.avatarsBesides(request.userId, row.id);
      await users.setAvatar(request.userId, avatar);
      for (const previous of older) await removeUpload(app.db, app.storage, previous.id);
      return reply.ok({ avatar }, 'upload.succeeded');
    },
  );
};

export default avatarRoutes;
