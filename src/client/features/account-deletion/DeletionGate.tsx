import * as React from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETE_PATH } from '../../lib/routes';
import { useDeletion } from './api/get-deletion';

/**
 * Signing in while the account's deletion is pending leads to /account/delete, where the author
 * can undo it: once per session, so the author may still look around before deciding.
 */
export default function DeletionGate() {
  const { data } = useDeletion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = React.useRef(false);
  React.useEffect(() => {
    if (!data?.scheduled || shown.current) return;
    shown.current = true;
    if (pathname !== ACCOUNT_DELETE_PATH) navigate(ACCOUNT_DELETE_PATH);
  }, [data, pathname, navigate]);
  return null;
}
