import { http } from '../../lib/http';

export const logout = () => http.post<void>('/user/logout');
