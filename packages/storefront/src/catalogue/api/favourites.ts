import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  catalogueKeys, favouriteKeys, followStoreMutation, followedStoresCountQuery, followedStoresInfiniteQuery, keepGoodsMutation,
  keptGoodsCountQuery, keptGoodsInfiniteQuery, type GoodsDetail, type StoreDetail,
} from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';
import { useToken } from '../../shared/utils/session';

/** Keeps or drops a product; its detail's isKeep flips at once and the favourite lists reload. */
export function useToggleKeep() {
  const queryClient = useQueryClient();
  return useMutation({
    ...keepGoodsMutation(useApi()),
    onSuccess: (_d, { id, on }) => {
      queryClient.setQueriesData<GoodsDetail>({ queryKey: [...catalogueKeys.all, 'goods', id] }, (g) => (g ? { ...g, isKeep: on ? 1 : 0 } : g));
      return queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}

/** Follows or unfollows a store; its page's flag and follower count change at once and the lists reload. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    ...followStoreMutation(useApi()),
    onSuccess: (_d, { id, on }) => {
      queryClient.setQueriesData<StoreDetail>({ queryKey: [...catalogueKeys.all, 'store', id] }, (s) => (s && s.isFocus !== (on ? 1 : 0)
        ? { ...s, isFocus: on ? 1 : 0, focusNum: Math.max(0, s.focusNum + (on ? 1 : -1)) }
        : s));
      return queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}

/** The buyer's favourite goods, page after page (`keepGoods!list`). */
export const useKeptGoods = (pageSize?: number) => useInfiniteQuery(keptGoodsInfiniteQuery(useApi(), pageSize));

/** The stores the buyer follows, page after page (`focusSeller!list`). */
export const useFollowedStores = (pageSize?: number) => useInfiniteQuery(followedStoresInfiniteQuery(useApi(), pageSize));

/** How many goods the buyer keeps and stores they follow (undefined while loading or signed out). */
export function useFavouriteCounts() {
  const api = useApi();
  const signedIn = Boolean(useToken());
  const goods = useQuery({ ...keptGoodsCountQuery(api, signedIn), meta: { silent: true } });
  const stores = useQuery({ ...followedStoresCountQuery(api, signedIn), meta: { silent: true } });
  return { goods: goods.data, stores: stores.data };
}
