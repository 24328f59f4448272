import { useMutation } from '@tanstack/react-query';
import { uploadStaffImage } from '@mall/api-client/staff';
import { useApi } from '../backoffice-context';

/** `uploadimg!execute` of the app's API for one upload module (avatar, banner, goods, category): answers the URL. */
export function useUploadImage(moduleName: string) {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadStaffImage(api, file, moduleName) });
}
