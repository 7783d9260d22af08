import { useRouteError } from 'react-router';
import { StatusPage } from './pages/status-page';

/** Any error thrown while rendering a route shows the error page instead of a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <StatusPage kind="error" />;
}
