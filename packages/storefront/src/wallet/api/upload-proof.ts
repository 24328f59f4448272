import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@mall/api-client/platform';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import { useApi } from '../../shared/api-context';

/** Upload module of recharge proofs: decides the size limit on both sides. */
export const PROOF_MODULE = 'recharge';
/** Largest proof image accepted, in bytes. */
export const PROOF_MAX_BYTES = UPLOAD_LIMITS[PROOF_MODULE] ?? DEFAULT_UPLOAD_LIMIT;
/** The server keeps JPEG and PNG only. */
export const PROOF_TYPES = ['image/jpeg', 'image/png'] as const;

/** Uploads a payment-proof image (`uploadimg!execute`) and answers its URL. */
export function useUploadProof() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadImage(api, file, PROOF_MODULE) });
}
