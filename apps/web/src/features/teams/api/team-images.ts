import { useMutation } from '@tanstack/react-query';
import { ROUTES, type TeamImageType, type TeamSettings } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

/** PUT /creator/settings/imageUpload/{teamId}: multipart, imageType first, then the file (the server reads it in that order). */
export function uploadTeamImage(
  teamId: string,
  type: TeamImageType,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<TeamSettings> {
  const form = new FormData();
  form.append('imageType', type);
  form.append('file', file, type === 'iconUrl' ? 'icon.png' : 'banner.png');
  return call(ROUTES.teams.uploadImage, { params: { teamId }, body: form }, { onProgress });
}

/** DELETE /creator/settings/{type}/{teamId}. */
export function deleteTeamImage(teamId: string, type: TeamImageType): Promise<TeamSettings> {
  return call(ROUTES.teams.deleteImage, { params: { teamId, type } });
}

function onSaved(settings: TeamSettings) {
  queryClient.setQueryData(teamKeys.settings(settings.id), settings);
  // The icon also shows in the organisation switcher.
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useUploadTeamImage(teamId: string) {
  return useMutation({
    mutationFn: (v: { type: TeamImageType; file: Blob; onProgress?: (fraction: number) => void }) =>
      uploadTeamImage(teamId, v.type, v.file, v.onProgress),
    onSuccess: onSaved,
  });
}

export function useDeleteTeamImage(teamId: string) {
  return useMutation({ mutationFn: (type: TeamImageType) => deleteTeamImage(teamId, type), onSuccess: onSaved });
}
