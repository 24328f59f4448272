import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@mall/api-client/platform';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import { useApi } from '../../shared/api-context';

/** Upload module of review pictures: decides the size limit on both sides. */
export const REVIEW_IMAGE_MODULE = 'review';
/** Largest review picture accepted, in bytes. */
export const REVIEW_IMAGE_MAX_BYTES = UPLOAD_LIMITS[REVIEW_IMAGE_MODULE] ?? DEFAULT_UPLOAD_LIMIT;
/** The server keeps JPEG and PNG only. */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Uploads a review picture (`uploadimg!execute`) and answers its URL. */
export function useUploadReviewImage() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadImage(api, file, REVIEW_IMAGE_MODULE) });
}
