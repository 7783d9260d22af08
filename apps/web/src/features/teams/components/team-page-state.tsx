import { Alert } from '@mantine/core';
import { IconLock, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { M, type TeamSettings } from '@plaudit/contract';
import { ListSkeleton } from '@/components/data-states';
import { formatDate } from '@/lib/format';
import { messageText } from '@/lib/i18n';

// The states every team page shares: loading and the read-only notices (a failed load is the shared LoadError with
// the teams' 'loadError' title; no team yet is the shared SelectedTeamPage).

/** A first, taller block (the header card) and smaller ones under it. */
export function TeamPageSkeleton({ blocks = 3 }: { blocks?: number }) {
  return <ListSkeleton height={Array.from({ length: blocks }, (_, i) => (i === 0 ? 160 : 110))} gap="md" />;
}

/** A locked team (read-only for all) or a role that may only look. */
export function ReadOnlyNotice({ settings, kind }: { settings: TeamSettings; kind: 'settings' | 'members' }) {
  const { t, i18n } = useTranslation('teams');
  if (settings.permissions.readOnly) {
    const until = settings.accessUntil
      ? t('readOnly.until', { date: formatDate(settings.accessUntil, i18n.language) })
      : '';
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="status" mb="lg">
        {t('readOnly.locked', { until })}
      </Alert>
    );
  }
  const canEdit = kind === 'settings' ? settings.permissions.editSettings : settings.permissions.manageMembers;
  if (canEdit) return null;
  return (
    <Alert color="blue" icon={<IconLock size={18} />} role="status" mb="lg">
      {t('readOnly.viewer', { role: t(`roles.${settings.role}`) })}
    </Alert>
  );
}

/** Only a team whose verification is APPROVED may invite: the server refuses with this very message. */
export const mayInvite = (settings: TeamSettings) =>
  settings.permissions.manageMembers && settings.verification.status === 'APPROVED';

/** Said to those who manage members while the team's verification is not APPROVED (the invite button is off). */
export function InviteApprovalNotice({ settings }: { settings: TeamSettings }) {
  if (!settings.permissions.manageMembers || mayInvite(settings)) return null;
  return (
    <Alert color="blue" icon={<IconMailOff size={18} />} role="status" data-testid="invite-needs-approval">
      {messageText(M.team.error.invite_needs_approval)}
    </Alert>
  );
}
