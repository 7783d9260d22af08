import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrophyCategory } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { TrophyCategoryForm } from './category-form';
import { TrophyEditor } from './trophy-editor';
import { TrophyForm } from './trophy-form';

/**
 * Opens the organiser's modals on the app's modal stack (the "new trophy", "edit trophy", "new trophy
 * category"); a new trophy, once created, continues in its edit modal so the next step is one click away.
 */
export function useTrophyModals() {
  const { t } = useTranslation('trophyOrganiser');
  const stack = useModalStack();
  return useMemo(() => {
    const edit = (id: string) =>
      stack.open({
        key: 'editTrophy',
        title: t('modal.edit'),
        size: 'lg',
        render: (top) => <TrophyEditor trophyId={id} stack={top} />,
      });
    return {
      edit,
      create: (teamId: string | null) =>
        stack.open({
          key: 'newTrophy',
          title: t('modal.new'),
          size: 'lg',
          render: (top) => (
            <TrophyForm
              teamId={teamId}
              onCancel={() => top.back()}
              onSaved={(id) => {
                top.back();
                edit(id);
              }}
            />
          ),
        }),
      category: (category?: TrophyCategory) =>
        stack.open({
          key: 'newTrophyCategory',
          title: category ? t('categories.editTitle') : t('categories.newTitle'),
          render: (top) => (
            <TrophyCategoryForm category={category} onDone={() => top.back()} onCancel={() => top.back()} />
          ),
        }),
    };
  }, [stack, t]);
}
