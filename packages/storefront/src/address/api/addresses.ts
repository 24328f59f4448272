import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressKeys, addressListQuery, citiesQuery, countriesQuery, deleteAddressMutation, saveAddressMutation, statesQuery,
} from '@mall/api-client/address';
import { useApi } from '../../shared/api-context';

/** The buyer's addresses (`address!list`). */
export const useAddresses = () => useQuery(addressListQuery(useApi()));

/** Adds or edits an address, then reloads the list. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({ ...saveAddressMutation(useApi()), onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }) });
}

/** Deletes an address, then reloads the list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteAddressMutation(useApi()), onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }) });
}

/** Countries, states of the chosen country and cities of the chosen state. */
export function useRegions(countryId: string, stateId: string) {
  const api = useApi();
  return {
    countries: useQuery(countriesQuery(api)),
    states: useQuery(statesQuery(api, countryId)),
    cities: useQuery(citiesQuery(api, stateId)),
  };
}
