import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers, usersOptions, type UserQuery } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `user!list`. */
export const getUsers = (q: UserQuery) => listUsers(api, q);
export const usersQueryOptions = (q: UserQuery) => usersOptions(api, q);

/** One page of buyer accounts matching the keyword. */
export function useUsers(q: UserQuery) {
  return useQuery({ ...usersQueryOptions(q), placeholderData: keepPreviousData });
}
