import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShortLink } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { QrModalBody } from './qr-modal-body';
import { ShortLinkForm } from './short-link-form';

/** Where this app's short links live (the server answers /s/{slug} on the app's own address). */
export const publicOrigin = () => window.location.origin;

/** Opens the short-link modals on the app's modal stack: "add short link" / "add admin short link", edit, QR. */
export function useShortLinkModals(teamId: string | null) {
  const { t } = useTranslation('shortLinks');
  const stack = useModalStack();
  return useMemo(
    () => ({
      /** `productId`: a new link of that product (its page's "add short link"). */
      create: (preset: { productId?: string } = {}) =>
        stack.open({
          key: teamId ? 'addShortLink' : 'addAdminShortLink',
          title: teamId ? t('modal.add') : t('modal.addAdmin'),
          size: 'lg',
          render: (top) => (
            <ShortLinkForm
              teamId={teamId}
              publicUrl={publicOrigin()}
              productId={preset.productId}
              onDone={() => top.back()}
              onCancel={() => top.back()}
            />
          ),
        }),
      edit: (link: ShortLink) =>
        stack.open({
          key: teamId ? 'addShortLink' : 'addAdminShortLink',
          title: t('modal.edit'),
          size: 'lg',
          render: (top) => (
            <ShortLinkForm
              teamId={teamId}
              publicUrl={publicOrigin()}
              link={link}
              onDone={() => top.back()}
              onCancel={() => top.back()}
            />
          ),
        }),
      qr: (link: { id: string; slug: string }) =>
        stack.open({
          key: 'shortLinkQr',
          title: t('qr.title', { slug: link.slug }),
          render: () => <QrModalBody teamId={teamId} linkId={link.id} slug={link.slug} />,
        }),
    }),
    [stack, t, teamId],
  );
}
