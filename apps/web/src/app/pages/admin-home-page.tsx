import { Navigate } from 'react-router';
import { useMe } from '@/lib/me-query';
import { adminNavFor } from '../layouts/admin-layout';

/** /admin: the first section the person's role may use. */
export default function AdminHomePage() {
  const { user } = useMe();
  const first = adminNavFor(user?.role)[0];
  return first ? <Navigate to={first.href} replace /> : null;
}
