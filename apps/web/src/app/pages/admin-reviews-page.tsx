import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/lib/me-query';
import { PunishmentForm } from '@/features/admin-users/components/punishment-form';
import { moderationKeys } from '@/features/review-moderation/api/get-moderation-queue';
import ModerationScreen from '@/features/review-moderation/pages/admin-reviews-page';

/**
 * /admin/reviews: the moderation queues with the admin area's own punishment form for Warn and Mute (composed here:
 * features do not import each other). A new punishment changes the author's history the queue shows.
 */
export default function AdminReviewsPage() {
  const { user } = useMe();
  const client = useQueryClient();
  if (!user) return null;
  return (
    <ModerationScreen
      punishmentForm={(target, type) => (
        <PunishmentForm
          actorRole={user.role}
          target={target}
          initialType={type}
          onSaved={() => void client.invalidateQueries({ queryKey: moderationKeys.all })}
        />
      )}
    />
  );
}
