import { API, type User } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { useMeMutation } from './use-me-mutation';

export interface NamesInput {
  firstName: string;
  lastName: string;
}

/** PUT /profile {firstName, lastName}. */
export function updateNames(input: NamesInput): Promise<User> {
  return apiRequest<User>(API.profile.root, { method: 'PUT', body: input });
}

export function useUpdateNames(onSuccess?: (user: User) => void) {
  return useMeMutation<NamesInput>({ mutationFn: updateNames, apply: (user, input) => ({ ...user, ...input }), onSuccess });
}
