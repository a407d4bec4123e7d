import { useLocation } from 'react-router-dom';

import { NotFoundView } from './NotFoundView';

/** The catch-all route, public and under /home. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return <NotFoundView homePath={pathname.startsWith('/home') ? '/home/dashboard' : '/'} />;
}
