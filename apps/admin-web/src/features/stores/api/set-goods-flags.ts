import { useMutation } from '@tanstack/react-query';
import { setSellerGoodsFlags, type SellerGoodsFlags } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `sellerGoods!setFlags`. */
export const setGoodsFlags = (input: SellerGoodsFlags) => setSellerGoodsFlags(api, input);

/** Sets the recommended, new and hot flags of one listed product. */
export function useSetGoodsFlags({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: setGoodsFlags, onSuccess: () => onSuccess?.() });
}
