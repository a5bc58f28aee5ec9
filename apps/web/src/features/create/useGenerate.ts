import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/Toast';
import { api, errorMessage } from '../../lib/api';
import { projectKeys } from '../../lib/projects';

/**
 * POSTs a generation request. Generated items are saved to the library, so the library and the
 * dashboard are refreshed; a failure shows the server's detail, else `fallback`, as a toast.
 */
export function useGenerate<TBody, TResult>(path: string, fallback: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: TBody) => api<TResult>(path, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => toast(errorMessage(error, fallback), 'error'),
  });
}
