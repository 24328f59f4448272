import { useQuery } from '@tanstack/react-query';
import { listWarehouses, warehousesOptions } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `warehouse!list`. */
export const getWarehouses = () => listWarehouses(api);
export const warehousesQueryOptions = () => warehousesOptions(api);

/** Every warehouse. */
export function useWarehouses() {
  return useQuery(warehousesQueryOptions());
}
