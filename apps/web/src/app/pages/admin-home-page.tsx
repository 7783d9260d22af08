import { Navigate } from 'react-router';
import { mayOpenAdminPage } from '@plaudit/contract';
import { useMe } from '@/lib/me-query';
import { AdminOverview } from '@/features/stats/components/admin-overview';
import { adminNavFor } from '../layouts/admin-layout';

/** /admin: the platform's figures for staff who may read them, else the first section the role may use. */
export default function AdminHomePage() {
  const { user } = useMe();
  if (user && mayOpenAdminPage(user.role, 'overview')) return <AdminOverview />;
  const first = adminNavFor(user?.role)[0];
  return first ? <Navigate to={first.href} replace /> : null;
}
