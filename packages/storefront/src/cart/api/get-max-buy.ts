import { useQuery } from '@tanstack/react-query';
import { sysparaQuery } from '@mall/api-client/platform';
import { maxBuyOf } from '@mall/domain/cart';
import { useApi } from '../../shared/api-context';

/** The largest quantity of one order (`syspara!getSyspara` mall_max_goods_number_in_order, default 500). */
export function useMaxBuy(): number {
  const { data } = useQuery({ ...sysparaQuery(useApi(), 'mall_max_goods_number_in_order'), meta: { silent: true } });
  return maxBuyOf(data);
}
