import { useMutation } from '@tanstack/react-query';
import { uploadStaffImage } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** Upload module of pop-up pictures (its size limit is UPLOAD_LIMITS.banner). */
export const ACTIVITY_IMAGE_MODULE = 'banner';

/** `uploadimg!execute` with module "banner": answers the picture's URL. */
export const uploadActivityImage = (file: File) => uploadStaffImage(api, file, ACTIVITY_IMAGE_MODULE);

/** Uploads a pop-up picture. */
export function useUploadActivityImage({ onSuccess }: { onSuccess?: (url: string) => void } = {}) {
  return useMutation({ mutationFn: uploadActivityImage, onSuccess });
}
