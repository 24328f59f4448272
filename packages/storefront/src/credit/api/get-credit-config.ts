import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getCreditConfig } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** Query options of the loan offer (`credit!config`); open to visitors. */
export const creditConfigQuery = (api: ApiClient) => queryOptions({ queryKey: creditKeys.config(), queryFn: () => getCreditConfig(api), staleTime: 60_000 });

/** The platform's loan offer: amount range, daily rates and terms. */
export const useCreditConfig = () => useQuery(creditConfigQuery(useApi()));
