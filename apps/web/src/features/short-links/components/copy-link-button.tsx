import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { recordCopy } from '../api/short-link-mutations';

/** Copies the short URL; a team's copy is counted as SHORTLINK_GET_CLICK. */
export function CopyLinkButton({ url, teamId, linkId }: { url: string; teamId: string | null; linkId: string }) {
  const { t } = useTranslation('shortLinks');
  return (
    <CopyButton value={url} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('copy.done') : t('copy.label')} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={copied ? t('copy.done') : t('copy.labelFor', { url })}
            onClick={() => {
              copy();
              if (teamId) recordCopy(teamId, linkId);
            }}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
