import type { AdminUser, AdminUserChange, AdminUsersResponse } from '@studybot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/users/{user_id}: a new plan, admin rights or a disabled account; answers the user. */
export function updateAdminUser(userId: string, change: AdminUserChange): Promise<AdminUser> {
  return api<AdminUser>(`/admin/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body: change });
}

export interface UpdateAdminUserVariables {
  userId: string;
  change: AdminUserChange;
}

/**
 * Updates the user's row in every loaded page at once. The lists are only marked stale, not
 * reloaded: a row that no longer matches the plan filter stays put until the admin moves on.
 */
export function useUpdateAdminUser(
  options: {
    onSuccess?(user: AdminUser, variables: UpdateAdminUserVariables): void;
    onError?(error: Error, variables: UpdateAdminUserVariables): void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: UpdateAdminUserVariables) => updateAdminUser(userId, change),
    onSuccess: (user, variables) => {
      queryClient.setQueriesData<AdminUsersResponse>({ queryKey: adminKeys.allUsers }, (page) =>
        page ? { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers, refetchType: 'none' });
      // Each change is written to the audit log, which the Activity tab shows.
      void queryClient.invalidateQueries({ queryKey: adminKeys.allActivity });
      options.onSuccess?.(user, variables);
    },
    onError: options.onError,
  });
}
