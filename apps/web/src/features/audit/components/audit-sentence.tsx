import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@plaudit/contract';
import { paths } from '@/config/paths';

// The audit log is for people. Each entry reads as a sentence, "Audra Admin changed the email of
// Erika Tester", with the target by name and linked to where the admin area shows it, not `user.email.change`
// and an id.

function targetHref(link: NonNullable<AuditEntry['targetLink']>): string {
  return link.kind === 'user' ? paths.adminUsers.href(link.lookup) : paths.adminVerifications.href(link.lookup);
}

/** The target's name, as a link when the admin area has a page for it. */
function TargetName({ entry, children }: { entry: AuditEntry; children?: ReactNode }) {
  if (!entry.targetLink) return <strong>{children}</strong>;
  return (
    <Anchor component={Link} to={targetHref(entry.targetLink)} fw={600} inherit>
      {children}
    </Anchor>
  );
}

/** The winner an award's entry names (entries written before it did have only the winner's id: no name to show). */
const winnerOf = (entry: AuditEntry): string | null =>
  typeof entry.after?.winnerTitle === 'string' ? entry.after.winnerTitle : null;

export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('audit');
  const winner = winnerOf(entry);
  const action = entry.action === 'trophy.award' && winner === null ? 'trophy.award_unnamed' : entry.action;
  const key = i18n.exists(`sentences.${action}`, { ns: 'audit' }) ? action : 'other';
  const actor = entry.actor ? entry.actor.name || entry.actor.email : t('system');
  return (
    <Text fz="sm" data-testid="audit-sentence">
      <strong>{actor}</strong>{' '}
      <Trans
        t={t}
        i18nKey={`sentences.${key}`}
        values={{
          target: entry.targetLabel ?? t('unknownTarget', { type: entry.targetType }),
          team: entry.teamName ?? t('unknownTeam'),
          action: entry.action,
          winner,
        }}
        components={{ target: <TargetName entry={entry} /> }}
      />
      {entry.via && (
        <Text component="span" fz="sm" c="dimmed">
          {' '}
          {t('via', { via: entry.via })}
        </Text>
      )}
    </Text>
  );
}
