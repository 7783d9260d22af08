import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { M } from '@plaudit/contract';
import { messageText } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';

/** In-form throttle countdown: 'Too many attempts. Try again in N s.', then 'try again'. */
export function ThrottleAlert({ seconds, startedAt }: { seconds: number; startedAt: number }) {
  useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const id = window.setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(next);
      if (next <= 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, startedAt]);
  return (
    <Alert color="orange" icon={<IconHourglass size={18} />} role="status">
      {left > 0 ? messageText(M.error.common.throttle, { seconds: left }) : messageText(M.error.common.try_again)}
    </Alert>
  );
}
