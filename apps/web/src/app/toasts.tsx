import { Notifications } from '@mantine/notifications';

/** Starts below the header (app/a11y.css): a toast must not cover the header's buttons. */
export default function Toasts() {
  return <Notifications position="top-right" limit={4} />;
}
