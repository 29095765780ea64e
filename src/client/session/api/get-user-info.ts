import type { UserInfo } from '../../../domain/api/session';
import { http } from '../../lib/http';

export const getUserInfo = () => http.get<UserInfo>('/v1/author.info');
