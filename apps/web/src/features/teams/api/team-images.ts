import { useMutation } from '@tanstack/react-query';
import { API, type TeamImageType, type TeamSettings } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

/** PUT /creator/settings/imageUpload/{teamId}: multipart, imageType first, then the file (the server reads it in that order). */
export function uploadTeamImage(teamId: string, type: TeamImageType, file: Blob): Promise<TeamSettings> {
  const form = new FormData();
  form.append('imageType', type);
  form.append('file', file, type === 'iconUrl' ? 'icon.png' : 'banner.png');
  return apiRequest<TeamSettings>(API.creator.imageUpload.href(teamId), { method: 'PUT', body: form });
}

/** DELETE /creator/settings/{type}/{teamId}. */
export function deleteTeamImage(teamId: string, type: TeamImageType): Promise<TeamSettings> {
  return apiRequest<TeamSettings>(API.creator.image.href(type, teamId), { method: 'DELETE' });
}

function onSaved(settings: TeamSettings) {
  queryClient.setQueryData(teamKeys.settings(settings.id), settings);
  // The icon also shows in the organisation switcher.
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useUploadTeamImage(teamId: string) {
  return useMutation({ mutationFn: (v: { type: TeamImageType; file: Blob }) => uploadTeamImage(teamId, v.type, v.file), onSuccess: onSaved });
}

export function useDeleteTeamImage(teamId: string) {
  return useMutation({ mutationFn: (type: TeamImageType) => deleteTeamImage(teamId, type), onSuccess: onSaved });
}
