import { useQuery } from '@tanstack/react-query';
import { listSysparas, sysparasOptions } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `syspara!list`. */
export const getSystemParameters = () => listSysparas(api);
export const systemParametersQueryOptions = () => sysparasOptions(api);

/** Every system parameter with its value and description. */
export function useSystemParameters() {
  return useQuery(systemParametersQueryOptions());
}
